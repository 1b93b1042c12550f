"""Save sheet as PDF and Export records start in the user's Documents folder, then in the
folder the last one went to while it is still a folder (issue 27, point 10)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from wildwest.engine import shuffled_deal
from wildwest.persistence.settings import Settings
from wildwest.persistence.settings_schema import FILES_EXPORT_FOLDER
from wildwest.services import export_folder

from .test_files import play_turns


@pytest.fixture
def documents(tmp_path, monkeypatch) -> Path:
    """The user's Documents folder, in tmp."""
    folder = tmp_path / "Documents"
    folder.mkdir()
    monkeypatch.setattr(export_folder, "documents", lambda: folder)
    return folder


@pytest.fixture
def dialog(monkeypatch, tmp_path) -> list[str]:
    """The save dialog: records where each one starts, and saves into tmp/class 5b."""
    started: list[str] = []
    chosen = tmp_path / "class 5b"
    chosen.mkdir()

    def save(_parent, _title, start, _filter):
        started.append(start)
        return str(chosen / Path(start).name), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save))
    return started


def test_sheets_and_exports_start_in_documents_then_where_the_last_one_went(
    qtbot, make_window, documents, dialog, tmp_path
):
    """The first PDF starts in Documents (it started in the folder the program ran from);
    the next PDF and the CSV export start in the folder the PDF went to."""
    window = make_window(shuffled_deal(["Ann", "Ben"], seed=8, packs=1).to_dict(), "practice")
    play_turns(qtbot, window, 2)
    window.file_actions.save_pdf("score")  # the sheet comes back at once, then the dialog
    assert (tmp_path / "class 5b" / Path(dialog[0]).name).stat().st_size > 0
    assert Path(dialog[0]).parent == documents
    assert Path(dialog[0]).name.endswith(" - score sheet.pdf")
    assert window.settings.get(FILES_EXPORT_FOLDER) == str(tmp_path / "class 5b")
    window.file_actions.save_pdf("deal")
    assert Path(dialog[1]).parent == tmp_path / "class 5b"
    assert window.file_actions.export_records()
    assert Path(dialog[2]).parent == tmp_path / "class 5b"
    assert Path(dialog[2]).name.startswith("Wild West records ")


def test_a_remembered_folder_that_is_no_folder_now_falls_back_to_documents(tmp_path, documents):
    """A folder since deleted, a file, a relative path (the program's own folder) or a
    name no system accepts: Documents instead."""
    settings = Settings(None)
    kept = tmp_path / "kept"
    kept.mkdir()
    a_file = tmp_path / "a file.txt"
    a_file.write_text("x", "utf-8")
    assert export_folder.start_folder(settings) == documents
    for remembered, expected in (
        (str(kept), kept),
        (str(tmp_path / "gone"), documents),
        (str(a_file), documents),
        ("relative/folder", documents),
        ("bad\x00name", documents),
    ):
        settings.set_value(FILES_EXPORT_FOLDER, remembered)
        assert export_folder.start_folder(settings) == expected, remembered


def test_the_remembered_folder_has_a_longest_length(tmp_path, monkeypatch):
    """A path longer than the setting allows is not kept (every length has a maximum), and
    neither is a folder that is not there."""
    assert FILES_EXPORT_FOLDER.allows("x" * 4096) and not FILES_EXPORT_FOLDER.allows("x" * 4097)
    settings = Settings(None)
    export_folder.remember(settings, str(tmp_path / "sheet.pdf"))
    assert settings.get(FILES_EXPORT_FOLDER) == str(tmp_path)
    export_folder.remember(settings, str(tmp_path / "not here" / "sheet.pdf"))
    assert settings.get(FILES_EXPORT_FOLDER) == str(tmp_path)
    # no folder this long can be made here: say that it is one, as a system with longer
    # paths would
    monkeypatch.setattr(export_folder, "_is_folder", lambda _path: True)
    export_folder.remember(settings, str(tmp_path / ("x" * 4096) / "sheet.pdf"))
    assert settings.get(FILES_EXPORT_FOLDER) == str(tmp_path)
