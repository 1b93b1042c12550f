"""The class view's exports as CSV that a spreadsheet opens safely.

A spreadsheet runs a cell that starts with ``=``, ``+``, ``-`` or ``@`` as a formula, so a
pupil's name such as ``=HYPERLINK("http://…")`` or ``x;=cmd|'/C calc'!A0;`` could run
something on the teacher's computer. Every export Wild West writes goes through the one
guard, :mod:`wildwest.persistence.spreadsheet` (every text cell quoted, a ``'`` before
every formula start, numbers as numbers); this module writes a table with it, whole or
not at all.

>>> for line in csv_bytes(["Name", "Games"], [["x;=cmd|'/C calc'!A0;", 3], ["-2", -2]]
...                      ).decode("utf-8-sig").splitlines():
...     print(line)
"Name","Games"
"x;'=cmd|'/C calc'!A0;",3
"'-2",-2
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

from wildwest.engine import WildWestError

from .. import spreadsheet


class ExportError(WildWestError):
    """An export could not be written; the one-line message says why."""


def csv_bytes(header: Sequence[str], rows: Iterable[Sequence[str | int | float]]) -> bytes:
    """The CSV file's bytes (see :func:`wildwest.persistence.spreadsheet.csv_bytes`)."""
    return spreadsheet.csv_bytes([header, *rows])


def write_table(
    path: str | Path, header: Sequence[str], rows: Iterable[Sequence[str | int | float]]
) -> None:
    """Write the table as a CSV file all or nothing; :class:`ExportError` says why not."""
    from ..files import atomic_write, display_name  # Qt's QSaveFile: loaded when exporting

    target = Path(path)
    problem = atomic_write(target, csv_bytes(header, rows))
    if problem is not None:
        raise ExportError(f"{display_name(target)} could not be saved: {problem}")
