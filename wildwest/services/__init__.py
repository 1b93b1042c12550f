"""Services: what the app keeps beside the game, outside the widgets.

:class:`~wildwest.services.files_and_records.FilesAndRecords` keeps the game's files and
the learning records: it hears the controller's changes (``game_changed``) and pushes
what the File menu shows (a :class:`~wildwest.present.file_menu.FileMenuView`), as the
controller pushes the game's view. Views call its intents (save, open, export…) and
listen to its signals; they never read it back.

A service is a ``QObject`` (signals, timers) with no widgets: it may import the
controller, the presentation layer and persistence; only the views and the composition
root import it.
"""
