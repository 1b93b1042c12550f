"""Questions asked in a message box: resume the game left behind, or open a busy data folder.

Built by :func:`recovery_box` and :func:`busy_box`, so tests can inspect them without
running them; :func:`ask_resume` and :func:`ask_open_anyway` run them.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from wildwest.present.translate import arg, translate
from wildwest.services.files_and_records import RecoveryOffer
from wildwest.ui.look.widgets import plain


def recovery_box(parent: QWidget | None, offer: RecoveryOffer, other: str = "") -> QMessageBox:
    """ "Resume the game from 10:05? …" with Resume (default) and Start new (or ``other``)."""
    box = QMessageBox(parent)
    box.setObjectName("recoveryBox")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(translate("Questions", "Wild West"))
    box.setTextFormat(Qt.TextFormat.PlainText)  # the question names the players
    box.setText(offer.question)
    resume_words = translate("Questions", "&Resume")
    other_words = other or translate("Questions", "&Start new")
    #: %1 the Resume button's words, %2 the other button's (Start new, Start the new game,
    #: Open game.wwgame): the text names both buttons as they read
    explained = translate(
        "Questions",
        "Wild West was closed (or stopped) in the middle of this game. %1 goes on with it; "
        "%2 leaves it behind.",
    )
    box.setInformativeText(arg(explained, plain(resume_words), plain(other_words)))
    resume = box.addButton(resume_words, QMessageBox.ButtonRole.AcceptRole)
    resume.setObjectName("resumeButton")
    fresh = box.addButton(other_words, QMessageBox.ButtonRole.RejectRole)
    fresh.setObjectName("startNewButton")
    box.setDefaultButton(resume)
    box.setEscapeButton(fresh)
    return box


def ask_resume(parent: QWidget | None, offer: RecoveryOffer, other: str = "") -> bool:
    """Ask (modal) whether to resume the game left behind; True for Resume."""
    box = recovery_box(parent, offer, other)
    box.exec()
    return _clicked(box) == "resumeButton"


def busy_box(message: str) -> QMessageBox:
    """Another copy has the data folder: Quit (default) or Open anyway."""
    box = QMessageBox()
    box.setObjectName("busyBox")
    box.setIcon(QMessageBox.Icon.Information)
    box.setWindowTitle(translate("Questions", "Wild West"))
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(message)
    box.setInformativeText(
        translate(
            "Questions",
            "Open anyway if that copy has stopped working. If it is still running, this copy "
            "plays normally but keeps no learning records.",
        )
    )
    quit_button = box.addButton(translate("Questions", "&Quit"), QMessageBox.ButtonRole.RejectRole)
    quit_button.setObjectName("quitButton")
    anyway = box.addButton(
        translate("Questions", "&Open anyway"), QMessageBox.ButtonRole.AcceptRole
    )
    anyway.setObjectName("openAnywayButton")
    box.setDefaultButton(quit_button)
    box.setEscapeButton(quit_button)
    return box


def ask_open_anyway(message: str) -> bool:
    """Ask (modal) whether to open although another copy has the folder; True to open."""
    box = busy_box(message)
    box.exec()
    return _clicked(box) == "openAnywayButton"


def warn(parent: QWidget | None, text: str) -> None:
    """A warning with OK (modal); ``text`` shown as plain text, since it may hold a file's
    or a player's name (``QMessageBox.warning`` would render anything that looks like HTML)."""
    box = QMessageBox(parent)
    box.setObjectName("warningBox")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(translate("Questions", "Wild West"))
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(text)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.exec()


def _clicked(box: QMessageBox) -> str:
    button = box.clickedButton()
    return button.objectName() if button is not None else ""
