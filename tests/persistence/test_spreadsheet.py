"""CSV files a spreadsheet opens: every text cell quoted, no cell read as a formula."""

from __future__ import annotations

import csv
import io
import re

from hypothesis import given
from hypothesis import strategies as st

from wildwest.persistence.spreadsheet import FORMULA_STARTS, csv_bytes, plain_cell, safe_cell

ATTACKS = [
    "x;=cmd|'/C calc'!A0;",  # issue 28: 24 characters, fits the name box
    "=1+1",
    "+1",
    "-1+2",
    "@SUM(A1)",
    "\t=1",
    "\r=1",
    "Ann,=2+3",
    "Ann, @A1",
    "Ann;  +7",
    'say "hi";=1',
    "a\n=1",
]


def fragments(line: str) -> list[str]:
    """What a spreadsheet that ignored the quotes could make cells of: the line split on
    every separator a locale uses, each piece without its quotes and spaces."""
    return [piece.strip(' "') for piece in re.split(r"[;,\t\r\n]", line)]


def test_no_fragment_of_an_exported_line_is_a_formula():
    """Split on ; or , (German, French and Spanish Excel use ;), whatever the quotes, no piece
    of any cell starts a formula."""
    data = csv_bytes([["Name", "Answers"], *([name, 3] for name in ATTACKS)])
    for line in data.decode("utf-8-sig").splitlines():
        for piece in fragments(line):
            assert piece[:1] not in FORMULA_STARTS, (line, piece)


def test_every_text_cell_is_quoted_and_numbers_are_not():
    """Each text cell is in quotes, so a ; or , in a name never starts a new cell; counts are
    plain numbers a spreadsheet sums."""
    data = csv_bytes([["Name", "Games"], ["Ann Lee", 3], ["Ben", 0]])
    assert data == b'\xef\xbb\xbf"Name","Games"\r\n"Ann Lee",3\r\n"Ben",0\r\n'


def test_a_name_reads_back_as_it_was_with_only_the_guard_added():
    """The CSV reads back (with , as the separator) as the names with a ' before each formula
    start: the name is shown, not run."""
    rows = [[name] for name in ATTACKS]
    text = csv_bytes(rows).decode("utf-8-sig")
    back = [row[0] for row in csv.reader(io.StringIO(text, newline=""))]
    assert back == [safe_cell(name) for name in ATTACKS]
    assert back[0] == "x;'=cmd|'/C calc'!A0;"
    assert back[1] == "'=1+1"
    assert [cell.replace("'", "") for cell in back] == [name.replace("'", "") for name in ATTACKS]


@given(st.text(max_size=30))
def test_no_text_escapes_the_guard(text):
    """Whatever the text, no piece of its cell starts a formula once guarded."""
    for piece in fragments(safe_cell(text)):
        assert piece[:1] not in FORMULA_STARTS


def test_plain_names_are_unchanged():
    """A name with nothing a spreadsheet would run is written as it is."""
    for name in ("Ann", "Zoë", "Ann Lee", "O'Brien", "Mia-Rose", "3 × 11"):
        assert safe_cell(name) == name


@given(st.text(max_size=30).filter(lambda text: "'" not in text))
def test_the_guard_comes_off_again(text):
    """plain_cell undoes safe_cell (for a text with no ' of its own): a class list we wrote
    reads back as the names it holds."""
    assert plain_cell(safe_cell(text)) == text


def test_full_width_signs_are_guarded_too():
    """Some spreadsheets read ＝ ＋ － ＠ as = + - @: they are guarded like them."""
    for sign in "＝＋－＠":
        assert safe_cell(sign + "1") == "'" + sign + "1"
