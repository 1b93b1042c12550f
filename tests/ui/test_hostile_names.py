"""Issue 12, item 2: player names are shown as plain text everywhere. A name that is HTML
(``<img src=/dev/zero>`` made Qt read /dev/zero until memory ran out, and a UNC ``src``
would reach the network on Windows) must show as the characters typed, on every label and
message box that shows a name: the turn label, the prompt, the feedback, the scoreboard,
the winner headline, the resume question and every warning."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from tests.play import right
from wildwest.engine import shuffled_deal
from wildwest.ui.dialogs import questions
from wildwest.ui.dialogs.questions import busy_box, recovery_box

HOSTILE = ["<img src=/dev/zero>", "<b>Bold</b> &amp; co", "<a href='x'>Ann</a>"]


def labels_that_could_render(window: QWidget) -> list[str]:
    """Every label showing text that Qt would take for rich text, unless it is plain."""
    from PySide6.QtGui import Qt as GuiQt

    found = []
    for label in window.findChildren(QLabel):
        text = label.text()
        rich = label.textFormat() != Qt.TextFormat.PlainText and GuiQt.mightBeRichText(text)
        if rich and any(name in text for name in HOSTILE):
            found.append(f"{label.objectName() or type(label.parent()).__name__}: {text!r}")
    return found


@pytest.mark.parametrize("mode", ["practice", "challenge"])
def test_html_names_show_as_typed_through_a_whole_game(make_window, qtbot, mode):
    """Every label that shows a hostile name, from the first turn to the results, is plain
    text, and the name appears as typed (not as a picture, bold text or a link)."""
    window = make_window(shuffled_deal(HOSTILE, seed=5).to_dict(), mode)
    controller = window.controller
    seen = set()
    while not controller.state.is_over:
        assert labels_that_could_render(window) == []
        controller.draw()
        assert labels_that_could_render(window) == []
        controller.submit("2 x 2" if mode == "practice" else right(controller.state.pending.number))
        if mode == "practice" and controller.state.pending is not None:
            assert labels_that_could_render(window) == []  # the wrong answer's feedback
            controller.submit(right(controller.state.pending.number))
        seen.update(
            label.text() for label in window.findChildren(QLabel) if label.isVisibleTo(window)
        )
    window.turn_panel.results_button.click()
    qtbot.waitUntil(lambda: window.findChild(QWidget, "gameOverView").isVisible())
    assert labels_that_could_render(window) == []
    shown = " ".join(seen | {label.text() for label in window.findChildren(QLabel)})
    assert "<img src=/dev/zero>" in shown  # the name itself, as typed


def test_the_resume_question_shows_the_names_as_typed(make_window, qtbot):
    """The recovery question names the players; rendered as HTML, <img src=/dev/zero> made
    every later start crash. It is plain text, and so is the busy box."""
    first = make_window(shuffled_deal(HOSTILE, seed=5).to_dict(), "auto")
    first.controller.draw()
    first.close()
    second = make_window()
    offer = second.files_and_records.recovery_offer()
    assert offer is not None and "<img src=/dev/zero>" in offer.question
    box = recovery_box(second, offer)
    assert box.textFormat() == Qt.TextFormat.PlainText and box.text() == offer.question
    box.deleteLater()
    busy = busy_box("<img src=/dev/zero> is already playing")
    assert busy.textFormat() == Qt.TextFormat.PlainText
    busy.deleteLater()


def test_warnings_show_file_and_player_names_as_plain_text(qtbot, monkeypatch):
    """A warning quotes a file's name (or a player's): ``questions.warn`` shows it plain
    (``QMessageBox.warning`` would have rendered it as HTML)."""
    shown: list[QMessageBox] = []

    def no_modal(box: QMessageBox) -> int:
        shown.append(box)
        return 0

    monkeypatch.setattr(QMessageBox, "exec", no_modal)
    questions.warn(None, "<img src=/dev/zero>.wwgame could not be opened")
    assert len(shown) == 1
    box = shown[0]
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert box.text() == "<img src=/dev/zero>.wwgame could not be opened"
    box.deleteLater()


def test_about_names_the_school_files_their_locks_and_problems_as_text(qtbot, tmp_path):
    """Issue 12, item 3: an administrator's file the app cannot fully use is logged and
    shown in About, with what it locks. A data folder named like HTML is shown as typed
    (About is rich text for its headings, so every path and message in it is escaped)."""
    from PySide6.QtGui import QTextDocument

    from wildwest.app import create_main_window

    admin = tmp_path / "wildwest-admin.ini"
    admin.write_text(
        "[locked]\ngame/mode=practice\ngame/colour=purple\n[Lockd]\nx=1\n", encoding="utf-8"
    )
    data = tmp_path / "<img src=dev-zero>"
    window = create_main_window(data_dir=data, admin_files=[admin])
    qtbot.addWidget(window)
    window.help_actions.show_about()
    label = window.findChild(QLabel, "aboutText")
    document = QTextDocument()
    document.setHtml(label.text())
    text = document.toPlainText()
    assert str(data) in text  # the folder's name as typed, not an image
    assert str(admin) in text and "game/mode" in text
    assert "line 3" in text and "line 4" in text  # the unknown key and the unknown section
    assert "<img" not in label.text()
