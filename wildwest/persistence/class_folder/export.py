"""The class view's exports as CSV that a spreadsheet opens safely.

A spreadsheet runs a cell that starts with ``=``, ``+``, ``-`` or ``@`` as a formula (and
Excel also after a tab or a carriage return), so a pupil's name such as
``=HYPERLINK("http://…")`` or ``x;=cmd|'/C calc'!A0;`` could run something on the
teacher's computer. :func:`spreadsheet_text` guards every text cell, not only the first
of a row: a cell whose first character (after any spaces) could start a formula gets a
leading ``'``, which spreadsheets show as "this is text". Every text cell is quoted, so a
German, French or Spanish Excel, which splits on ``;``, keeps ``x;=cmd…`` in one cell.
Numbers are written as numbers, so they can be summed.

(The Records window's export in ``persistence/records.py`` has its own guard, which the
hostile-input work is making as strict as this one; the two can share one helper once both
have landed.)

>>> spreadsheet_text("=1+1"), spreadsheet_text("  @SUM(A1)"), spreadsheet_text("Ann")
("'=1+1", "'  @SUM(A1)", 'Ann')
>>> for line in csv_bytes(["Name", "Games"], [["x;=cmd|'/C calc'!A0;", 3], ["-2", -2]]
...                      ).decode("utf-8-sig").splitlines():
...     print(line)
"Name","Games"
"x;=cmd|'/C calc'!A0;",3
"'-2",-2
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from pathlib import Path

from wildwest.engine import WildWestError

FORMULA_STARTS = frozenset("=+-@\t\r\n\uff1d\uff0b\uff0d\uff20")
"""Characters that make a spreadsheet read a cell as a formula (with their full-width
forms, which some spreadsheets read as the same)."""


class ExportError(WildWestError):
    """An export could not be written; the one-line message says why."""


def spreadsheet_text(text: str) -> str:
    """``text`` as a cell no spreadsheet runs (see the module)."""
    stripped = text.lstrip(" ")
    if stripped[:1] in FORMULA_STARTS:
        return "'" + text
    return text


def csv_bytes(header: Sequence[str], rows: Iterable[Sequence[str | int | float]]) -> bytes:
    """The CSV file's bytes: UTF-8 with a BOM (so Excel reads the accents), every text cell
    quoted and guarded, numbers as numbers."""
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer, quoting=csv.QUOTE_NONNUMERIC)
    writer.writerow([spreadsheet_text(cell) for cell in header])
    for row in rows:
        writer.writerow(
            [
                spreadsheet_text(cell) if isinstance(cell, str) else cell
                for cell in row
                if not isinstance(cell, bool)
            ]
        )
    return buffer.getvalue().encode("utf-8-sig")


def write_table(
    path: str | Path, header: Sequence[str], rows: Iterable[Sequence[str | int | float]]
) -> None:
    """Write the table as a CSV file all or nothing; :class:`ExportError` says why not."""
    from ..files import atomic_write, display_name  # Qt's QSaveFile: loaded when exporting

    target = Path(path)
    problem = atomic_write(target, csv_bytes(header, rows))
    if problem is not None:
        raise ExportError(f"{display_name(target)} could not be saved: {problem}")
