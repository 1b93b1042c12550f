"""The very first start's question: Learn to play now, or not now (asked once)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from wildwest.present.translate import arg, translate
from wildwest.present.tutorial import OFFER_DETAIL, OFFER_NO, OFFER_QUESTION, OFFER_YES, TITLE


def offer_box(parent: QWidget | None) -> QMessageBox:
    """ "New to Wild West? …" with Learn to play (the default) and Not now (also Esc)."""
    box = QMessageBox(parent)
    box.setObjectName("tutorialOffer")
    box.setIcon(QMessageBox.Icon.Question)
    # The app's name last: Qt adds it to a title that does not end with it (Linux).
    box.setWindowTitle(arg(translate("Offer", "%1 — Wild West"), translate("Tutorial", TITLE)))
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(translate("Tutorial", OFFER_QUESTION))
    box.setInformativeText(translate("Tutorial", OFFER_DETAIL))
    yes = box.addButton(translate("Tutorial", OFFER_YES), QMessageBox.ButtonRole.AcceptRole)
    yes.setObjectName("tutorialOfferYes")
    no = box.addButton(translate("Tutorial", OFFER_NO), QMessageBox.ButtonRole.RejectRole)
    no.setObjectName("tutorialOfferNo")
    box.setDefaultButton(yes)
    box.setEscapeButton(no)
    return box
