"""File → Class: the teacher's class view, class game, class list and class folder in the
real window, the class list's names on the new-game screen, and hostile names as text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox

from tests.play import right
from wildwest.controller import GameSetup
from wildwest.persistence.settings_schema import CLASS_FOLDER, DISPLAY_ANIMATIONS

HOSTILE = "=SUM(1)<b>Ann</b>"


@pytest.fixture
def school(qtbot, tmp_path):
    """A window on a computer whose class folder the school set (``[class] folder=``)."""
    from wildwest.app import create_main_window

    folder = tmp_path / "class"
    folder.mkdir()
    admin = tmp_path / "wildwest-admin.ini"
    admin.write_text(f"[class]\nfolder={folder}\n", encoding="utf-8")
    window = create_main_window(None, "practice", data_dir=tmp_path / "data", admin_files=[admin])
    window.settings.set_value(DISPLAY_ANIMATIONS, False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.files_and_records.class_outbox.writer is not None)
    return window


def play_class_game(window, names=("Ann", HOSTILE)) -> None:
    problem = window.controller.start(
        GameSetup(names=names, mode="practice", deal_source="code", deal_code="4821")
    )
    assert problem is None, problem
    controller = window.controller
    while not controller.state.is_over:
        controller.draw()
        number = controller.state.pending.number
        controller.submit("2" if number % 2 else "3")  # wrong at first
        if controller.state.pending is not None:
            controller.submit(right(number))
    writer = window.files_and_records.class_outbox.writer
    assert writer.flush(20)


def test_the_class_menu_is_in_the_file_menu_and_the_school_s_folder_is_locked(school):
    """File → Class has the class view, game, list and folder; the school's [class] folder
    is shown and cannot be changed in the app."""
    menu = school.class_menu
    assert [a.text() for a in menu.menu.actions() if not a.isSeparator()] == [
        "Class &view…",
        "Class &game…",
        "Class &list…",
        "Class &folder…",
    ]
    assert all(a.isEnabled() for a in menu.menu.actions())
    dialog = menu.show_class_folder()
    assert dialog.objectName() == "classFolderDialog"
    assert not dialog.choose_button.isEnabled() and not dialog.none_button.isEnabled()
    assert dialog.lock_label.isVisible()
    assert str(school.settings.get(CLASS_FOLDER)) in dialog.folder_label.text()
    dialog.close()


def test_the_class_view_shows_every_pupil_as_plain_text(qtbot, school):
    """The class view's table and the chosen pupil's figures, mistakes and weeks; a name
    with markup and a formula is shown as typed, never as rich text."""
    play_class_game(school)
    window = school.class_menu.show_class_view()
    qtbot.waitUntil(lambda: window.pupils.rowCount() == 2, timeout=20_000)
    names = {window.pupils.item(r, 0).text() for r in range(2)}
    assert names == {"Ann", HOSTILE}
    for r in range(2):
        if window.pupils.item(r, 0).text() == HOSTILE:
            window.pupils.selectRow(r)
    assert window.pupil_name.text().startswith(HOSTILE)
    assert window.pupil_name.textFormat() == Qt.TextFormat.PlainText
    assert "Mistakes by kind:" in window.pupil_mistakes.text()
    assert window.chart.summary().startswith(f"{HOSTILE}, week by week: Week of ")
    labels = window.findChildren(QLabel)
    assert labels and all(label.textFormat() == Qt.TextFormat.PlainText for label in labels)
    assert window.status_label.text().startswith("Read at")
    window.close()


def test_the_class_views_pupils_get_half_the_split_and_a_moved_split_stays(qtbot, school):
    """At Projector text the chart's own height left three rows of pupils on a 1366 × 768
    screen: as it first opens the rows get at least half; a split the teacher moved stays
    where it was put when the window is shown again."""
    from wildwest.ui.classroom.class_view_window import ClassViewWindow

    window = ClassViewWindow()
    qtbot.addWidget(window)
    font = window.font()
    font.setPointSizeF(font.pointSizeF() * 2)
    window.setFont(font)
    window.resize(1366, 700)
    window.show()
    qtbot.waitExposed(window)
    split = window._split
    rows, rest = split.sizes()
    assert rows >= rest > 0
    split.setSizes([rows // 3, rest + rows - rows // 3])
    moved = split.sizes()
    window.hide()
    window.show()
    qtbot.waitExposed(window)
    assert split.sizes() == moved


def test_exports_and_a_removal_from_the_class_view(qtbot, school, tmp_path, monkeypatch):
    """Export turns and Export pupils write CSV files where the teacher chose; Remove from
    the class asks first, then the pupil leaves the view (and Bring back returns them)."""
    play_class_game(school)
    window = school.class_menu.show_class_view()
    qtbot.waitUntil(lambda: window.pupils.rowCount() == 2, timeout=20_000)
    target = tmp_path / "out"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    window.export_turns_button.click()
    qtbot.waitUntil(lambda: target.with_suffix(".csv").exists(), timeout=20_000)
    assert "'=SUM(1)<b>Ann</b>" in target.with_suffix(".csv").read_text(encoding="utf-8-sig")
    window.pupils.selectRow(0)
    chosen = window.pupils.item(0, 0).text()
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Yes)
    window.remove_button.click()
    qtbot.waitUntil(lambda: window.pupils.rowCount() == 1, timeout=20_000)
    assert window.removals.count() == 1 and window.removals.item(0).text().startswith(chosen)
    window.removals.setCurrentRow(0)
    window.bring_back_button.click()
    qtbot.waitUntil(lambda: window.pupils.rowCount() == 2, timeout=20_000)
    window.close()


def test_the_class_game_shows_a_deal_code_s_standings(qtbot, school):
    """Class game: the deal code typed shows the game played with it, best first; the answer
    key stays hidden until the teacher shows it; closing stops the reads."""
    play_class_game(school)
    window = school.class_menu.show_class_game()
    window.code.setEditText("4821")
    window.code.lineEdit().returnPressed.emit()
    qtbot.waitUntil(lambda: window.standings.rowCount() == 1, timeout=20_000)
    assert window.title.text() == "Class game: deal 4821"
    assert window.status.text().startswith("1 game with this deal code")
    assert not window.key.isVisibleTo(window)
    window.answer_key_check.setChecked(True)
    assert window.key.isVisibleTo(window) and window.key.rowCount() > 0
    window.close()
    assert school.class_menu.classroom._deal_code is None


def test_the_class_list_names_are_offered_on_the_new_game_screen(qtbot, school):
    """Names typed in the class list and saved are offered in every name box; a name typed
    in other capitals starts the game as the list writes it."""
    dialog = school.class_menu.show_class_list()
    for name in ("Ann Lee", "Ben"):
        dialog.name_input.setText(name)
        dialog.name_input.returnPressed.emit()
    assert dialog.current() == ["Ann Lee", "Ben"]
    dialog.save_button.click()
    qtbot.waitUntil(lambda: dialog.note.text().startswith("2 names, saved by "), timeout=20_000)
    dialog.close()
    school.show_new_game()
    view = school.pages.new_game_view
    qtbot.waitUntil(lambda: view.name_edits[0].completer() is not None, timeout=20_000)
    model = view.name_edits[0].completer().model()
    assert [model.index(r, 0).data() for r in range(model.rowCount())] == ["Ann Lee", "Ben"]
    view.name_edits[0].setText("ann  lee")
    view.name_edits[1].setText("Cy")
    assert view.setup().names[:2] == ("Ann Lee", "Cy")


def test_a_teacher_chooses_the_class_folder_in_the_app(qtbot, make_window, tmp_path, monkeypatch):
    """Without a school lock the teacher chooses the folder (File → Class → Class folder…):
    the setting is kept, the other entries come alive, and the outbox starts writing there."""
    window = make_window()
    menu = window.class_menu
    assert not menu.view_action.isEnabled()
    folder = tmp_path / "stick"
    folder.mkdir()
    monkeypatch.setattr(
        QFileDialog, "getExistingDirectory", staticmethod(lambda *a, **k: str(folder))
    )
    dialog = menu.show_class_folder()
    outbox = window.files_and_records.class_outbox
    with qtbot.waitSignal(outbox.ready, timeout=20_000):
        dialog.choose_button.click()
    assert window.settings.get(CLASS_FOLDER) == str(folder)
    assert menu.view_action.isEnabled() and dialog.none_button.isEnabled()
    dialog.none_button.click()
    assert window.settings.get(CLASS_FOLDER) == "" and not menu.view_action.isEnabled()
    dialog.close()
