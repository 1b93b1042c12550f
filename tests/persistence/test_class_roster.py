"""The class list (issue 29): importing a CSV of names (hostile ones too), saving revisions in
the class folder, and reading the one in force."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from wildwest.persistence.class_folder import roster
from wildwest.persistence.class_folder.roster import (
    LIST_FOLDER,
    import_names,
    read_class_list,
    save_class_list,
)

from .class_folder_helpers import READ_ONLY, FlakyFolder


def test_a_spreadsheet_s_list_of_names_is_imported():
    """One name per line, a header skipped, quotes and a BOM handled, ``;`` lists from a
    European spreadsheet, the first column only, spaces tidied, repeats dropped."""
    data = '\ufeffName;Class\r\n"Ann Lee";5b\r\n Ben  Okafor ;5b\r\nZoë;5b\r\nann lee;5b\r\n\r\n'
    found = import_names(data.encode("utf-8"))
    assert found.names == ("Ann Lee", "Ben Okafor", "Zoë")
    assert [str(p) for p in found.problems] == ['line 5: "ann lee" is on the list already']


@pytest.mark.parametrize(
    ("data", "names"),
    [
        ("Ann\nBen\n".encode("utf-16"), ("Ann", "Ben")),
        ("Zoë\nRenée\n".encode("cp1252"), ("Zoë", "Renée")),
        (b"Ann\tLee\nBen\tOk\n", ("Ann", "Ben")),
        (b"'=Ann\n", ("=Ann",)),
    ],
)
def test_text_in_the_encodings_schools_use(data, names):
    """UTF-16 with a BOM (PowerShell), Windows-1252 (old Excel), tab-separated, and our own
    export's ``'`` before a formula sign all read back as typed."""
    assert import_names(data).names == names


def test_a_hostile_csv_gives_plain_names_or_reasons_never_more():
    """Formulas and markup stay text; control characters, over-long names and lines, binary
    files and huge files are refused with a reason, one line each."""
    lines = [
        "=cmd|'/C calc'!A0",
        "<script>alert(1)</script>",
        "Ann\x1bLee",
        "x" * 30,
        "y" * 5_000,
        "Ben\u202e",
    ]
    found = import_names("\n".join(lines).encode())
    assert found.names == ("=cmd|'/C calc'!A0", "Ben")
    assert [str(p).split(":")[0] for p in found.problems] == [
        "line 5",
        "line 2",
        "line 3",
        "line 4",
    ]
    binary = import_names(b"\x00\x01\x02" * 100)
    assert binary.names == () and "not text" in str(binary.problems[0])
    huge = import_names(b"Ann\n" * 100_000)
    assert huge.names == () and "too big" in str(huge.problems[0])


def test_a_list_holds_at_most_so_many_names():
    """Past MAX_NAMES the rest is left out and said once."""
    found = import_names("\n".join(f"Pupil {n}" for n in range(300)).encode())
    assert len(found.names) == roster.MAX_NAMES and len(found.problems) == 1


def test_saving_makes_a_new_revision_and_the_newest_is_read(tmp_path: Path):
    """Each save is a new file; the highest revision wins; a computer keeps only its last few
    and never removes another computer's."""
    assert read_class_list(tmp_path) == (roster.ClassList(), ())
    moment = datetime(2026, 3, 2, 8, tzinfo=UTC)
    save_class_list(tmp_path, ["Ben", "Ann"], computer="other", computer_name="PC-1", now=moment)
    for n in range(7):
        saved = save_class_list(
            tmp_path,
            ["Ann", "Ben", f"New {n}"],
            computer="teacher",
            computer_name="PC-T",
            now=moment + timedelta(minutes=n + 1),
        )
    current, problems = read_class_list(tmp_path)
    assert current == saved and current.revision == 8 and problems == ()
    assert current.has("new 6") and not current.has("Cy")
    files = sorted((tmp_path / LIST_FOLDER).iterdir())
    assert len(files) == roster.KEEP_REVISIONS + 1  # 5 of the teacher's and the other's
    assert files[0].name.startswith("r000001-")


def test_a_damaged_newest_list_falls_back_to_the_one_before(tmp_path: Path):
    """A cut-short newest revision gives way to the last whole one, and it is said."""
    save_class_list(tmp_path, ["Ann", "Ben"], computer="t", computer_name="PC-T")
    save_class_list(tmp_path, ["Ann", "Ben", "Cy"], computer="t", computer_name="PC-T")
    newest = sorted((tmp_path / LIST_FOLDER).iterdir())[-1]
    newest.write_bytes(newest.read_bytes()[:-40])
    current, problems = read_class_list(tmp_path)
    assert current.names == ("Ann", "Ben") and current.revision == 1 and problems == ()
    newest.write_bytes(b"garbage")
    current, problems = read_class_list(tmp_path)
    assert current.revision == 1 and len(problems) == 1


def test_a_read_only_class_folder_refuses_the_save(tmp_path: Path):
    """Saving raises OSError (the app says why); reading still works."""
    share = FlakyFolder()
    share.write_error = READ_ONLY
    with pytest.raises(OSError):
        save_class_list(tmp_path, ["Ann"], computer="t", computer_name="PC-T", fs=share)
    assert read_class_list(tmp_path, share)[0].names == ()


def test_the_list_as_csv_reads_back_the_same():
    """The CSV the teacher can keep (written with the one spreadsheet guard) reads back as
    the same names: the guard comes off again, a ' of the name's own stays."""
    names = ("Ann Lee", "=Ben", "Zoë, Jr", "x;=cmd|'/C calc'!A0;", "O'Brien", "+44 Ann")
    data = roster.csv_bytes(names)
    assert b"'=Ben" in data and b"x;'=cmd" in data
    assert import_names(data).names == names
