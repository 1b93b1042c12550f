"""Printed sheets: a game's score sheet and a deal sheet with an answer key, as HTML.

The HTML builders are pure functions of the sheets the session makes
(``wildwest/present/sheets.py``); :func:`make_document` turns the HTML into a
``QTextDocument`` that prints on any printer, in the print preview, or to a PDF
file (:func:`write_pdf`).
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import QMarginsF, QSizeF
from PySide6.QtGui import QFont, QPageLayout, QPageSize, QTextDocument
from PySide6.QtPrintSupport import QPrinter

from wildwest.present.sheets import (
    DealSheet,
    ScoreSheet,
    SheetTurn,
    is_red,
)
from wildwest.present.view_state import StandingRow

BASE_POINT_SIZE = 9.5
RED = "#b3261e"
HEADER_BACKGROUND = "#eadbc4"
STEAL_BACKGROUND = "#f7dfc0"
WINNER_BACKGROUND = "#fff0c2"

STYLE = f"""
h1 {{ font-size: 17pt; margin: 0 0 4px 0; }}
h2 {{ font-size: 12pt; margin: 14px 0 4px 0; }}
p {{ margin: 0 0 2px 0; }}
.muted {{ color: #555555; }}
.status {{ font-weight: bold; margin-top: 6px; }}
table.grid {{ border-collapse: collapse; font-size: 8.5pt; }}
table.grid th {{ background-color: {HEADER_BACKGROUND}; font-weight: bold; text-align: left; }}
table.grid th.num, td.num {{ text-align: right; }}
td.cards {{ white-space: nowrap; }}
table.pile {{ font-size: 8.5pt; margin-bottom: 12px; }}
table.pile td {{ white-space: nowrap; }}
.unused {{ color: #a8a8a8; }}
.red {{ color: {RED}; }}
tr.steal td {{ background-color: {STEAL_BACKGROUND}; }}
tr.winner td {{ background-color: {WINNER_BACKGROUND}; font-weight: bold; }}
"""


def _card(symbol: str) -> str:
    text = escape(symbol)
    return f'<span class="red">{text}</span>' if is_red(symbol) else text


def _cards(symbols: tuple[str, ...]) -> str:
    return "&nbsp; ".join(_card(s) for s in symbols)


def _head(title: str, details: tuple[str, ...]) -> str:
    lines = "".join(f'<p class="muted">{escape(line)}</p>' for line in details)
    return f"<h1>{escape(title)}</h1>{lines}"


def _table(
    headers: tuple[str, ...],
    rows: list[str],
    numeric: set[int],
    *,
    widths: tuple[int, ...] = (),
) -> str:
    """A ruled table; ``widths``: each column's share of the page in percent (else as needed).

    Qt's table layout squeezes columns until words break, so wide tables need widths.
    """
    cells = []
    for i, header in enumerate(headers):
        attrs = ' class="num"' if i in numeric else ""
        if widths:
            attrs += f' width="{widths[i]}%"'
        cells.append(f"<th{attrs}>{escape(header)}</th>")
    width = ' width="100%"' if widths else ""
    return (
        f'<table class="grid" border="1" cellspacing="0" cellpadding="4"{width}>'
        f"<thead><tr>{''.join(cells)}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )


def _row(
    values: list[str], numeric: set[int], css: str = "", cards: frozenset[int] = frozenset()
) -> str:
    """A table row; ``numeric`` columns align right, ``cards`` columns never wrap."""
    cells = "".join(
        f'<td class="num">{v}</td>'
        if i in numeric
        else f'<td class="cards">{v}</td>'
        if i in cards
        else f"<td>{v}</td>"
        for i, v in enumerate(values)
    )
    attr = f' class="{css}"' if css else ""
    return f"<tr{attr}>{cells}</tr>"


def _unbroken(text: str) -> str:
    """``2 × 5 × 61`` that never breaks across lines."""
    return escape(text).replace(" ", "&nbsp;")


def _standings_table(standings: tuple[StandingRow, ...]) -> str:
    numeric = {0, 2}
    rows = [
        _row(
            [
                str(s.place),
                escape(s.name) + (" ★" if s.winner else ""),
                str(s.points),
                escape(s.primes_text),
            ],
            numeric,
            "winner" if s.winner else "",
        )
        for s in standings
    ]
    return _table(("Place", "Player", "Points", "Primes held"), rows, numeric)


def _turns_table(turns: tuple[SheetTurn, ...], *, notes: bool) -> str:
    """Every turn; ``notes`` adds tries, hints and shown answers under the primes."""
    headers = ("#", "Player", "Cards", "Number and its prime factors", "Primes", "×", "Points")
    widths = (6, 10, 29, 27, 12, 6, 10)
    numeric = {0, 5, 6}
    rows = []
    for t in turns:
        primes = escape(t.primes)
        if notes and t.notes:
            primes += f'<br/><span class="muted"><i>{escape(t.notes)}</i></span>'
        values = [
            str(t.index),
            escape(t.player),
            f"<b>{_card(t.face)}</b>&nbsp;&nbsp; {_cards(t.digits)}",
            _unbroken(t.factorisation),
            primes,
            f"×{t.multiplier}",
            str(t.points),
        ]
        rows.append(_row(values, numeric, "steal" if t.steal else ""))
    return _table(headers, rows, numeric, widths=widths)


def score_sheet_html(sheet: ScoreSheet) -> str:
    """The score sheet: the standings and every turn of the game."""
    body = [
        _head(sheet.title, sheet.details),
        f'<p class="status">{escape(sheet.status)}</p>',
        "<h2>Scores</h2>",
        _standings_table(sheet.standings),
        "<h2>Turn by turn</h2>",
    ]
    if sheet.turns:
        body.append(_turns_table(sheet.turns, notes=True))
    else:
        body.append('<p class="muted">No turns played yet.</p>')
    return _page("".join(body))


PILE_COLUMNS = 10


def _pile(symbols: tuple[str, ...], used: int) -> str:
    """Cards numbered from the top, ten to a row; the ones a game does not reach greyed."""
    share = 100 // PILE_COLUMNS
    rows = []
    for start in range(0, len(symbols), PILE_COLUMNS):
        cells = []
        for i in range(start, start + PILE_COLUMNS):
            if i >= len(symbols):
                cells.append(f'<td width="{share}%"></td>')
                continue
            card = _card(symbols[i])
            if i >= used:
                card = f'<span class="unused">{escape(symbols[i])}</span>'
            cells.append(
                f'<td width="{share}%"><span class="muted">{i + 1}.</span>&nbsp;{card}</td>'
            )
        rows.append(f"<tr>{''.join(cells)}</tr>")
    return (
        f'<table class="pile" cellspacing="0" cellpadding="3" width="100%">{"".join(rows)}</table>'
    )


def deal_sheet_html(sheet: DealSheet) -> str:
    """Page 1: how to stack the piles. Page 2 on: the answer key, for the teacher."""
    unused_faces = len(sheet.face_pile) - sheet.faces_used
    unused_digits = len(sheet.digit_pile) - sheet.digits_used
    leftover = ""
    if unused_faces or unused_digits:
        leftover = (
            f"<p>The game ends before the last {unused_faces} face and {unused_digits} "
            'digit cards (<span class="unused">shown in grey</span>): they are not '
            "needed, but leave them at the bottom of the piles.</p>"
        )
    setup = [
        _head(sheet.title, sheet.details),
        "<h2>Setting up the cards</h2>",
        "<p>Sort the cards into two piles, face down, in the order below: card 1 on top. "
        "Ace = 1, Ten = 0. Players take turns in the order listed above.</p>",
        leftover,
        f"<h2>Face pile ({len(sheet.face_pile)} cards)</h2>",
        _pile(sheet.face_pile, sheet.faces_used),
        f"<h2>Digit pile ({len(sheet.digit_pile)} cards)</h2>",
        _pile(sheet.digit_pile, sheet.digits_used),
    ]
    key = [
        '<h1 style="page-break-before: always">Answer key</h1>',
        f'<p class="muted">{escape(sheet.title)}: what a game with correct factoring scores, '
        "and every turn of it. Turns marked in orange are steals.</p>",
        "<h2>Final scores</h2>",
        _standings_table(sheet.standings),
        f'<p class="status">{escape(sheet.result)}</p>',
        "<h2>Turn by turn</h2>",
        _turns_table(sheet.turns, notes=False),
    ]
    return _page("".join(setup) + "".join(key))


def _page(body: str) -> str:
    return f"<html><head><style>{STYLE}</style></head><body>{body}</body></html>"


def make_document(html: str, page_size: QSizeF | None = None) -> QTextDocument:
    """A document of ``html`` in the print font (``page_size``: points, for screen previews)."""
    document = QTextDocument()
    font = QFont()
    font.setPointSizeF(BASE_POINT_SIZE)
    document.setDefaultFont(font)
    document.setDefaultStyleSheet(STYLE)
    document.setHtml(html)
    if page_size is not None:
        document.setPageSize(page_size)
    return document


def new_printer() -> QPrinter:
    """A high-resolution printer with 15 mm margins on the system's default paper."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    return printer


def print_document(document: QTextDocument, printer: QPrinter) -> None:
    """Lay the document out on the printer's pages and print it."""
    document.print_(printer)


def write_pdf(
    html: str, path: str | Path, page: QPageSize.PageSizeId = QPageSize.PageSizeId.A4
) -> str | None:
    """Print ``html`` to a PDF file; ``None``, or a one-line message if it was not written."""
    path = Path(path)
    try:  # check first: a printer that cannot open its file only warns on the console
        with path.open("ab"):
            pass
    except OSError as error:
        return f"{path.name} could not be written: {error.strerror or error}"
    printer = new_printer()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setPageSize(QPageSize(page))
    printer.setOutputFileName(str(path))
    printer.setCreator("Wild West")
    print_document(make_document(html), printer)
    try:
        written = path.is_file() and path.stat().st_size > 0
    except OSError:
        written = False
    if not written:
        return f"{path.name} could not be written (is the folder read-only, or the file open?)"
    return None
