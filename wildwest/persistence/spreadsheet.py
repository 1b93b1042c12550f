"""CSV files for a spreadsheet, written so that no cell can run as a formula: the one guard.

Every export Wild West writes (the learning records, the class view's per turn and per
pupil, the class list) goes through :func:`csv_bytes`: UTF-8 with a BOM (so Excel reads
the accents), every text cell in double quotes (so a ``;`` or ``,`` in a name never starts
a new cell, whichever separator the spreadsheet's language uses: German, French and
Spanish Excel split on ``;``), numbers as plain numbers, and each text cell guarded by
:func:`safe_cell`.

A spreadsheet runs a cell as a formula when it starts with ``=``, ``+``, ``-`` or
``@`` (or a tab or a carriage return before one of them; some read the full-width ``＝``,
``＋``, ``－`` and ``＠`` as the same). :func:`safe_cell` puts a
``'`` before such a start, at the beginning of the cell and after every ``;``, ``,``,
tab or line break inside it (spaces and quotes skipped), so even a program that ignores
the quotes and splits the line on ``;`` gets text, never a formula:

>>> safe_cell("x;=cmd|'/C calc'!A0;")
"x;'=cmd|'/C calc'!A0;"
>>> safe_cell("=1+1"), safe_cell("Ann Lee")
("'=1+1", 'Ann Lee')
>>> csv_bytes([["Name", "Games"], ["Ann", 3]])
b'\\xef\\xbb\\xbf"Name","Games"\\r\\n"Ann",3\\r\\n'

:func:`plain_cell` takes the guard off again, for a list of names read back from a CSV
file we wrote (the class list): ``plain_cell(safe_cell(name)) == name`` for any name
without a ``'`` of its own right before a formula start.
"""

from __future__ import annotations

import io
import math
from collections.abc import Iterable, Sequence

__all__ = ["FORMULA_STARTS", "SEPARATORS", "csv_bytes", "plain_cell", "safe_cell"]

FORMULA_STARTS = frozenset("=+-@\t\r\uff1d\uff0b\uff0d\uff20")
"""What makes a spreadsheet read a cell as a formula (or a formula after a tab or CR), with
the full-width signs, which some spreadsheets read as the same."""
SEPARATORS = frozenset(";,\t\r\n")
"""What a spreadsheet may split a line on (by its language), or read as a new line."""
_SKIPPED = frozenset(' "')
"""Between a separator and a formula start: still a formula to a careless reader."""
GUARD = "'"


def _at_start_after(char: str, at_start: bool) -> bool:
    """Whether a formula start after ``char`` would start the cell's text: after a separator
    it would, after a space or a quote as it would have before them, after anything else not.
    The one rule :func:`safe_cell` guards by and :func:`plain_cell` reads back by."""
    return char in SEPARATORS or (at_start and char in _SKIPPED)


def safe_cell(text: str) -> str:
    """``text`` with a ``'`` before every formula start: at the beginning and after each
    separator (see the module notes). Text with none is returned as it is."""
    out: list[str] = []
    at_start = True  # at the beginning of the cell, or just after a separator
    for char in text:
        if at_start and char in FORMULA_STARTS:
            out.append(GUARD)
        out.append(char)
        at_start = _at_start_after(char, at_start)
    return "".join(out)


def plain_cell(text: str) -> str:
    """``text`` without the ``'`` :func:`safe_cell` put before each formula start.

    >>> plain_cell("x;'=cmd|'/C calc'!A0;"), plain_cell("'=1+1"), plain_cell("O'Brien")
    ("x;=cmd|'/C calc'!A0;", '=1+1', "O'Brien")
    """
    out: list[str] = []
    at_start = True
    for index, char in enumerate(text):
        following = text[index + 1 : index + 2]
        if at_start and char == GUARD and following and following in FORMULA_STARTS:
            at_start = False
            continue
        out.append(char)
        at_start = _at_start_after(char, at_start)
    return "".join(out)


def _cell(value: object) -> object:
    if isinstance(value, bool):
        return safe_cell(str(value).lower())
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else ""
    return safe_cell("" if value is None else str(value))


def csv_bytes(rows: Iterable[Sequence[object]]) -> bytes:
    """The rows as a CSV file's bytes: UTF-8 with a BOM, ``,`` between cells, ``CRLF`` line
    ends, every text cell quoted and guarded (:func:`safe_cell`), whole and finite numbers
    as they are (``None`` and a number that is not finite as an empty cell)."""
    import csv  # on first use (start-up time)

    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer, quoting=csv.QUOTE_NONNUMERIC)
    for row in rows:
        writer.writerow([_cell(value) for value in row])
    return buffer.getvalue().encode("utf-8-sig")
