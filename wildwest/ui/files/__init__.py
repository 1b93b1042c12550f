"""The File menu and what it does: saving and opening games, Open Recent, the records, and
the score and deal sheets printed or saved as PDF."""
