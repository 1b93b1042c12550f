"""Printed sheets: a game's score sheet and a deal sheet with an answer key, as HTML.

The HTML builders are pure functions of the sheets the session makes
(``wildwest/present/sheets.py``) and of a :class:`SheetFit`; :func:`lay_out` fits a
sheet to the pages of a printer, a print preview or a PDF file (:func:`write_pdf`):

- no name breaks mid-word ("Devend/ra"): a name too long for its column at the
  print size is printed smaller, just enough (never below :data:`MIN_NAME_POINTS`);
- no table row is split across two pages: the turn table starts a new page, with
  its headings again, before a row that would straddle the page end.

Both are found by laying the document out on the printer's own pages and looking,
so they hold for any paper size, margins and fonts. :func:`print_pages` prints the pages
itself, each under a running header naming the game and the page (``Wild West — deal 4821
— page 2 of 3``), on the printer's paper or, with none, the locale's
(:func:`default_paper`: Letter in the United States, A4 in most places).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from html import escape
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QLocale, QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QFontMetricsF,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPaintDevice,
    QPainter,
    QPdfWriter,
    QTextBlock,
    QTextCursor,
    QTextDocument,
    QTextTable,
)
from PySide6.QtPrintSupport import QPrinter, QPrinterInfo

from wildwest.present.sheets import (
    DealSheet,
    ScoreSheet,
    SheetTurn,
    is_red,
)
from wildwest.present.translate import PLURAL, QT_TRANSLATE_NOOP, arg, translate
from wildwest.present.view_state import StandingRow

log = logging.getLogger(__name__)

BASE_POINT_SIZE = 9.5
TABLE_POINT_SIZE = 8.5
MIN_TABLE_POINTS = 7.0
"""The tables' type is made smaller, down to this, only where a page is too narrow."""
MIN_NAME_POINTS = 6.0
"""The smallest a long name is printed to keep it whole (24 wide letters fit A5 at this)."""
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


@dataclass(frozen=True, slots=True)
class SheetFit:
    """How a sheet is fitted to its pages (found by :func:`lay_out`)."""

    page_starts: tuple[int, ...] = ()
    """Turns (0 = the first) that begin a new page of the turn table."""
    name_sizes: tuple[tuple[str, float], ...] = ()
    """Names printed smaller than the table's type, and their point size."""
    turn_widths: tuple[float, ...] = ()
    """Each turn-table column's share of the page in percent, so a table that continues on
    another page keeps the columns of the first (Qt lays out each table on its own)."""
    points: float = TABLE_POINT_SIZE
    """The tables' type size."""

    def name(self, name: str) -> str:
        """``name`` as escaped HTML, at its fitted size."""
        size = dict(self.name_sizes).get(name)
        if size is None:
            return escape(name)
        return f'<span style="font-size: {size:.2f}pt">{escape(name)}</span>'


@dataclass(frozen=True)
class PrintedSheet:
    """A sheet ready to lay out: its HTML for any fit, the names it prints, and which game
    it is of (``deal 4821``, for the head of each page: :func:`running_header`)."""

    build: Callable[[SheetFit], str]
    names: tuple[str, ...]
    game: str = ""

    def html(self, fit: SheetFit = SheetFit()) -> str:
        return self.build(fit)


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
    widths: tuple[float, ...] = (),
) -> str:
    """A ruled table; ``widths``: each column's share of the page in percent (shares too
    small break words: :func:`lay_out` measures them), else as its contents need."""
    cells = []
    for i, header in enumerate(headers):
        attrs = ' class="num"' if i in numeric else ""
        if len(widths) == len(headers):
            attrs += f' width="{widths[i]:.2f}%"'
        cells.append(f"<th{attrs}>{escape(translate('Printing', header))}</th>")
    width = f' width="{sum(widths):.2f}%"' if len(widths) == len(headers) else ""
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


def _factorisation(text: str) -> str:
    """``3105 = 3³ × 5 × 23``, which may wrap only after an ``=`` or a ``×`` (on a narrow
    page), never inside a number or between a number and its sign."""
    return escape(text).replace(" = ", "&nbsp;= ").replace(" × ", "&nbsp;× ")


def _standings_table(standings: tuple[StandingRow, ...], fit: SheetFit) -> str:
    numeric = {0, 2}
    rows = [
        _row(
            [
                str(s.place),
                fit.name(s.name) + escape(s.shown_name[len(s.name) :]) + (" ★" if s.winner else ""),
                str(s.points),
                escape(s.primes_text),
            ],
            numeric,
            "winner" if s.winner else "",
        )
        for s in standings
    ]
    headers = (
        QT_TRANSLATE_NOOP("Printing", "Place"),
        QT_TRANSLATE_NOOP("Printing", "Player"),
        QT_TRANSLATE_NOOP("Printing", "Points"),
        QT_TRANSLATE_NOOP("Printing", "Primes held"),
    )
    return _table(headers, rows, numeric)


TURN_HEADERS = (
    "#",
    QT_TRANSLATE_NOOP("Printing", "Player"),
    QT_TRANSLATE_NOOP("Printing", "Cards"),
    QT_TRANSLATE_NOOP("Printing", "Number and its prime factors"),
    QT_TRANSLATE_NOOP("Printing", "Primes"),
    "×",
    QT_TRANSLATE_NOOP("Printing", "Points"),
)
"""The turn table's columns, in English (the sheet translates them as it writes them)."""


def _turns_table(
    turns: tuple[SheetTurn, ...], fit: SheetFit, *, notes: bool, heading: str = ""
) -> str:
    """Every turn under ``heading``; ``notes`` adds tries, hints and shown answers under the
    primes. The table starts again on a new page at each of ``fit.page_starts``, so no row
    is split across two pages; the columns take the widths their words need."""
    heading = heading or translate("Printing", "Turn by turn")
    numeric = {0, 5, 6}
    starts = sorted({0, *fit.page_starts})
    parts = []
    for n, start in enumerate(starts):
        end = starts[n + 1] if n + 1 < len(starts) else len(turns)
        rows = []
        for t in turns[start:end]:
            primes = escape(t.primes)
            if notes and t.notes:
                primes += f'<br/><span class="muted"><i>{escape(t.notes)}</i></span>'
            values = [
                str(t.index),
                fit.name(t.player),
                f"<b>{_card(t.face)}</b>&nbsp;&nbsp; {_cards(t.digits)}",
                _factorisation(t.factorisation),
                primes,
                f"×{t.multiplier}",
                str(t.points),
            ]
            rows.append(_row(values, numeric, "steal" if t.steal else ""))
        #: a table's heading on the next page: "Turn by turn (continued)"
        title = heading if n == 0 else arg(translate("Printing", "%1 (continued)"), heading)
        new_page = ' style="page-break-before: always"' if start in fit.page_starts else ""
        parts.append(f"<h2{new_page}>{escape(title)}</h2>")
        parts.append(_table(TURN_HEADERS, rows, numeric, widths=fit.turn_widths))
    return "".join(parts)


def _names(standings: tuple[StandingRow, ...], turns: tuple[SheetTurn, ...]) -> tuple[str, ...]:
    return tuple(dict.fromkeys([s.name for s in standings] + [t.player for t in turns]))


def score_sheet_html(sheet: ScoreSheet, fit: SheetFit = SheetFit()) -> str:
    """The score sheet: the standings and every turn of the game."""
    body = [
        _head(sheet.title, sheet.details),
        f'<p class="status">{escape(sheet.status)}</p>',
        arg("<h2>%1</h2>", escape(translate("Printing", "Scores"))),
        _standings_table(sheet.standings, fit),
    ]
    if sheet.turns:
        body.append(_turns_table(sheet.turns, fit, notes=True))
    else:
        body.append(
            arg(
                '<h2>%1</h2><p class="muted">%2</p>',
                escape(translate("Printing", "Turn by turn")),
                escape(translate("Printing", "No turns played yet.")),
            )
        )
    return _page("".join(body), fit)


def score_sheet_print(sheet: ScoreSheet) -> PrintedSheet:
    return PrintedSheet(
        lambda fit: score_sheet_html(sheet, fit),
        _names(sheet.standings, sheet.turns),
        sheet.game,
    )


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


def deal_sheet_html(sheet: DealSheet, fit: SheetFit = SheetFit()) -> str:
    """Page 1: how to stack the piles. Page 2 on: the answer key, for the teacher."""
    faces, digits = len(sheet.face_pile), len(sheet.digit_pile)
    unused_faces = len(sheet.face_pile) - sheet.faces_used
    unused_digits = len(sheet.digit_pile) - sheet.digits_used
    leftover = ""
    if unused_faces or unused_digits:
        #: HTML, keep the tags: %1 face cards and %2 digit cards are left at the end
        leftover = arg(
            translate(
                "Printing",
                "<p>The game ends before the last %1 face and %2 digit cards "
                '(<span class="unused">shown in grey</span>): they are not needed, but leave '
                "them at the bottom of the piles.</p>",
            ),
            unused_faces,
            unused_digits,
        )
    setup = [
        _head(sheet.title, sheet.details),
        arg("<h2>%1</h2>", escape(translate("Printing", "Setting up the cards"))),
        arg(
            "<p>%1</p>",
            escape(
                translate(
                    "Printing",
                    "Sort the cards into two piles, face down, in the order below: card 1 on "
                    "top. Ace = 1, Ten = 0. Players take turns in the order listed above.",
                )
            ),
        ),
        leftover,
        arg(
            "<h2>%1</h2>",
            escape(translate("Printing", "Face pile (%n cards)", None, PLURAL, faces)),
        ),
        _pile(sheet.face_pile, sheet.faces_used),
        arg(
            "<h2>%1</h2>",
            escape(translate("Printing", "Digit pile (%n cards)", None, PLURAL, digits)),
        ),
        _pile(sheet.digit_pile, sheet.digits_used),
    ]
    key = [
        arg(
            '<h1 style="page-break-before: always">%1</h1>',
            escape(translate("Printing", "Answer key")),
        ),
        arg(
            '<p class="muted">%1</p>',
            escape(
                arg(
                    translate(
                        "Printing",
                        "%1: what a game with correct factoring scores, and every turn of it. "
                        "Turns marked in orange are steals.",
                    ),
                    sheet.title,
                )
            ),
        ),
        arg("<h2>%1</h2>", escape(translate("Printing", "Final scores"))),
        _standings_table(sheet.standings, fit),
        f'<p class="status">{escape(sheet.result)}</p>',
        _turns_table(sheet.turns, fit, notes=False),
    ]
    return _page("".join(setup) + "".join(key), fit)


def deal_sheet_print(sheet: DealSheet) -> PrintedSheet:
    return PrintedSheet(
        lambda fit: deal_sheet_html(sheet, fit),
        _names(sheet.standings, sheet.turns),
        sheet.game,
    )


def _page(body: str, fit: SheetFit) -> str:
    style = STYLE
    if fit.points != TABLE_POINT_SIZE:
        style += f"table.grid td, table.grid th {{ font-size: {fit.points:.1f}pt; }}"
    return f"<html><head><style>{style}</style></head><body>{body}</body></html>"


def make_document(
    html: str, page_size: QSizeF | None = None, device: QPagedPaintDevice | None = None
) -> QTextDocument:
    """A document of ``html`` in the print font, laid out on ``device``'s pages if given
    (``page_size``: points, for screen previews)."""
    document = QTextDocument()
    font = QFont()
    font.setPointSizeF(BASE_POINT_SIZE)
    document.setDefaultFont(font)
    document.setDefaultStyleSheet(STYLE)
    layout = document.documentLayout()
    if device is not None:
        # Laid out in the device's own pixels and fonts: printed as it is (print_pages), each
        # page under the band its running header is printed in.
        layout.setPaintDevice(device)
        page_size = QSizeF(device.width(), device.height() - header_band(device))
    document.setHtml(html)
    if page_size is not None:
        document.setPageSize(page_size)
    return document


# ---------------------------------------------------------------- fitting to the pages


def lay_out(sheet: PrintedSheet, device: QPagedPaintDevice) -> QTextDocument:
    """``sheet`` laid out on ``device``'s pages: whole names, and no row split by a page end."""
    fit, need = SheetFit(), list[float]()
    document = make_document(sheet.html(fit), device=device)
    if turn_tables(document):
        points = TABLE_POINT_SIZE
        while True:  # the tables' type a little smaller only where the page is too narrow
            document = make_document(sheet.html(SheetFit(points=points)), device=device)
            fit, need, fits = _fit_columns(
                document, turn_tables(document)[0], set(sheet.names), points
            )
            if fits:
                fit, fits = _calibrated(sheet, device, fit, need)
            if fits or points - 0.5 < MIN_TABLE_POINTS:
                break
            points -= 0.5
    document, fit = _paginated(sheet, device, fit)
    for _ in range(CALIBRATION_PASSES):
        # Qt lays out each page's table on its own and may give one a little less room:
        # widen the columns again over every page's table, and page it again.
        if not need or not broken_words(document):
            break
        fit, _fits = _calibrated(sheet, device, fit, need)
        document, fit = _paginated(sheet, device, replace(fit, page_starts=()))
    return document


def _paginated(
    sheet: PrintedSheet, device: QPagedPaintDevice, fit: SheetFit
) -> tuple[QTextDocument, SheetFit]:
    """``sheet`` laid out with ``fit``, each turn that a page end would split moved on to
    start the next page; and the fit with those page starts."""
    document = make_document(sheet.html(fit), device=device)
    for _ in range(2 * _turn_count(document) + 2):
        start = _first_split_turn(document, fit.page_starts)
        if start is None:
            break
        fit = replace(fit, page_starts=tuple(sorted({*fit.page_starts, start})))
        document = make_document(sheet.html(fit), device=device)
    return document, fit


def _blocks(document: QTextDocument) -> Iterator[QTextBlock]:
    block = document.begin()
    while block.isValid():
        yield block
        block = block.next()


def broken_words(document: QTextDocument) -> list[tuple[str, str]]:
    """Every line that ends inside a word or at a no-break space: (the block's text, the
    line's text)."""
    return [found for block in _blocks(document) for found in broken_words_in(block)]


def broken_words_in(block: QTextBlock) -> list[tuple[str, str]]:
    """The lines of one block that end inside a word (see :func:`broken_words`)."""
    text, layout = block.text(), block.layout()
    found = []
    for i in range(layout.lineCount() - 1):
        line = layout.lineAt(i)
        end = line.textStart() + line.textLength()
        before = text[end - 1] if 0 < end <= len(text) else " "
        if end < len(text) and (before == "\u00a0" or not (before.isspace() or before in "-/")):
            found.append((text, text[line.textStart() : end]))
    return found


PLAYER_COLUMN = TURN_HEADERS.index("Player")
PRIMES_COLUMN = TURN_HEADERS.index("Primes")
COLUMN_SLACK = 1.02
"""Room added to each measured column, so rounding never breaks a word that just fits."""
CALIBRATION_PASSES = 4


def _cell_blocks(
    document: QTextDocument, table: QTextTable, row: int, column: int
) -> list[QTextBlock]:
    cell = table.cellAt(row, column)
    block = document.findBlock(cell.firstPosition())
    blocks = []
    while block.isValid() and block.position() <= cell.lastPosition():
        blocks.append(block)
        block = block.next()
    return blocks


def _one_line_width(block: QTextBlock) -> float:
    """How wide ``block`` is on one line (however it was wrapped)."""
    layout = block.layout()
    return sum(layout.lineAt(i).naturalTextWidth() for i in range(layout.lineCount()))


def _widest_word(block: QTextBlock, device: QPaintDevice) -> float:
    """The widest word of ``block``, each piece measured in its own font (a steal note's
    name is bold, for one), a word that runs across two fonts measured whole."""
    widest = word = 0.0
    fragments = block.begin()
    while not fragments.atEnd():
        fragment = fragments.fragment()
        metrics = QFontMetricsF(fragment.charFormat().font(), device)
        for piece in re.split(r"(\s+)", fragment.text()):
            if not piece:
                continue
            if piece.isspace():
                word = 0.0
            else:
                word += metrics.horizontalAdvance(piece)
                widest = max(widest, word)
        fragments += 1
    return widest


FIXED_COLUMNS = tuple(TURN_HEADERS.index(h) for h in ("#", "×", "Points"))
FLEXIBLE_COLUMNS = tuple(TURN_HEADERS.index(h) for h in ("Cards", "Number and its prime factors"))


def _fit_columns(
    document: QTextDocument, table: QTextTable, names: set[str], points: float
) -> tuple[SheetFit, list[float], bool]:
    """The turn table's columns measured at ``points`` (Qt's own widths break words).

    Each column gets its widest cell on one line where the page has room; the headings,
    and the Primes column (which takes what is left), wrap between words. Short of room,
    the cards and the factorisations wrap between cards and after a sign, then a long
    name wraps between its words, and one with a word too wide for what is left is
    printed smaller, just enough (not below :data:`MIN_NAME_POINTS`). Returns the fit,
    each column's least width, and whether it all fits the page's width.
    """
    device = document.documentLayout().paintDevice()
    columns = table.columns()
    whole, least = [0.0] * columns, [0.0] * columns
    for column in range(columns):
        for row in range(table.rows()):
            for block in _cell_blocks(document, table, row, column):
                word = _widest_word(block, device) * COLUMN_SLACK
                line = word if row == 0 else _one_line_width(block) * COLUMN_SLACK
                whole[column] = max(whole[column], line)
                least[column] = max(least[column], word)
    least[PRIMES_COLUMN] = whole[PRIMES_COLUMN] = least[PRIMES_COLUMN]
    layout = document.documentLayout()
    cells = [
        layout.blockBoundingRect(_cell_blocks(document, table, 0, c)[0]) for c in range(columns)
    ]
    frame = layout.frameBoundingRect(table)
    edges = [frame.left(), *(cell.left() for cell in cells[1:]), frame.right()]
    gaps = [
        right - left - cell.width()
        for cell, left, right in zip(cells, edges, edges[1:], strict=False)
    ]
    page = document.pageSize().width() - 2 * document.documentMargin()
    room = min(page, frame.width()) * 0.99 - sum(gaps)  # the table has its own margins

    given = list(whole)
    flexible = room - sum(whole[c] for c in (*FIXED_COLUMNS, PLAYER_COLUMN, PRIMES_COLUMN))
    full = sum(whole[c] for c in FLEXIBLE_COLUMNS)
    lowest = sum(least[c] for c in FLEXIBLE_COLUMNS)
    if flexible < full:
        share = max(0.0, flexible - lowest) / (full - lowest) if full > lowest else 0.0
        for c in FLEXIBLE_COLUMNS:
            given[c] = least[c] + (whole[c] - least[c]) * min(1.0, share)
    player_room = room - sum(n for c, n in enumerate(given) if c != PLAYER_COLUMN)
    sizes: dict[str, float] = {}
    if given[PLAYER_COLUMN] > player_room:
        heading = _cell_blocks(document, table, 0, PLAYER_COLUMN)[0]
        widest = _widest_word(heading, device) * COLUMN_SLACK  # then every name as printed
        for row in range(1, table.rows()):
            for block in _cell_blocks(document, table, row, PLAYER_COLUMN):
                name, width = block.text(), _one_line_width(block) * COLUMN_SLACK
                if name not in names or width <= player_room:
                    widest = max(widest, width)
                    continue
                # First a long name wraps between its words; then one with a word still
                # too wide is printed smaller.
                word = _widest_word(block, device) * COLUMN_SLACK
                if word > player_room > 0:
                    size = max(MIN_NAME_POINTS, points * player_room / word)
                    sizes[name] = size
                    word *= size / points
                widest = max(widest, word, min(width, player_room))
        given[PLAYER_COLUMN] = widest
    fits = given[PLAYER_COLUMN] <= max(player_room, 0) + 1
    need = list(given)  # what calibration must keep; the Primes column takes the rest
    given[PRIMES_COLUMN] = max(
        least[PRIMES_COLUMN], room - sum(n for c, n in enumerate(given) if c != PRIMES_COLUMN)
    )
    shares = tuple(100 * (n + g) / page for n, g in zip(given, gaps, strict=True))
    fit = SheetFit(name_sizes=tuple(sorted(sizes.items())), turn_widths=shares, points=points)
    return fit, need, fits


def _content_widths(document: QTextDocument) -> list[float]:
    """Each turn-table column's width as laid out: the narrowest over the page runs (Qt may
    lay each run's table out a little differently)."""
    layout = document.documentLayout()
    widths: list[float] = []
    for table in turn_tables(document):
        row = [
            layout.blockBoundingRect(_cell_blocks(document, table, 0, c)[0]).width()
            for c in range(table.columns())
        ]
        widths = row if not widths else [min(a, b) for a, b in zip(widths, row, strict=True)]
    return widths


def _calibrated(
    sheet: PrintedSheet, device: QPagedPaintDevice, fit: SheetFit, need: list[float]
) -> tuple[SheetFit, bool]:
    """Qt turns a column's share into a little less room than asked (borders, padding, and
    not in proportion): size each column by what it lacks or has to spare, the Primes
    column taking the difference. Also whether every column got what it needs."""
    shares = list(fit.turn_widths)
    for _ in range(CALIBRATION_PASSES):
        document = make_document(sheet.html(fit), device=device)
        got = _content_widths(document)
        short = [c for c, (n, g) in enumerate(zip(need, got, strict=True)) if g < n - 0.5]
        if not short:
            return fit, True
        for column, (n, g) in enumerate(zip(need, got, strict=True)):
            if column != PRIMES_COLUMN:  # short ones widened, roomy ones given back
                shares[column] *= n / max(g, 1.0) * 1.002
        others = sum(share for c, share in enumerate(shares) if c != PRIMES_COLUMN)
        shares[PRIMES_COLUMN] = 99.5 - others
        if shares[PRIMES_COLUMN] <= 0:
            return fit, False
        fit = replace(fit, turn_widths=tuple(shares))
    document = make_document(sheet.html(fit), device=device)
    got = _content_widths(document)
    return fit, all(g >= n - 0.5 for n, g in zip(need, got, strict=True))


def _cell_text(table: QTextTable, row: int, column: int) -> str:
    cell = table.cellAt(row, column)
    cursor = cell.firstCursorPosition()
    cursor.setPosition(cell.lastCursorPosition().position(), QTextCursor.MoveMode.KeepAnchor)
    return cursor.selectedText()


def turn_tables(document: QTextDocument) -> list[QTextTable]:
    """The turn tables of a laid-out sheet, in page order (one per page run)."""
    tables = [f for f in document.rootFrame().childFrames() if isinstance(f, QTextTable)]
    return [
        t
        for t in tables
        if t.columns() == len(TURN_HEADERS)
        and tuple(_cell_text(t, 0, c) for c in range(t.columns())) == TURN_HEADERS
    ]


def row_pages(document: QTextDocument, table: QTextTable, row: int) -> tuple[int, int]:
    """The pages (0 = the first) that the top and the bottom of ``row`` are printed on."""
    layout = document.documentLayout()
    top, bottom = float("inf"), 0.0
    for column in range(table.columns()):
        cell = table.cellAt(row, column)
        for position in (cell.firstPosition(), cell.lastPosition()):
            rect = layout.blockBoundingRect(document.findBlock(position))
            top, bottom = min(top, rect.top()), max(bottom, rect.bottom())
    height = document.pageSize().height()
    return int(top // height), int(max(top, bottom - 1) // height)


def _turn_count(document: QTextDocument) -> int:
    return sum(t.rows() - 1 for t in turn_tables(document))


def _first_split_turn(document: QTextDocument, page_starts: tuple[int, ...]) -> int | None:
    """The first turn whose row is split by a page end (or whose table's headings are left
    at the foot of a page), counted from 0 over all the turn tables; None if none is."""
    starts = sorted({0, *page_starts})
    for n, table in enumerate(turn_tables(document)):
        first = starts[n] if n < len(starts) else 0
        head_top, head_bottom = row_pages(document, table, 0)
        for row in range(1, table.rows()):
            top, bottom = row_pages(document, table, row)
            if top != bottom or (row == 1 and top != head_bottom) or head_top != head_bottom:
                turn = first + row - 1
                if turn in page_starts:
                    continue  # already starts a page: taller than a page, nothing more to do
                return turn
    return None


# ---------------------------------------------------------------- printers and files


LETTER_TERRITORIES = frozenset(
    {
        QLocale.Country.UnitedStates,
        QLocale.Country.Canada,
        QLocale.Country.Mexico,
        QLocale.Country.Philippines,
        QLocale.Country.Chile,
        QLocale.Country.Colombia,
        QLocale.Country.Venezuela,
        QLocale.Country.PuertoRico,
        QLocale.Country.Guatemala,
        QLocale.Country.CostaRica,
        QLocale.Country.Panama,
        QLocale.Country.DominicanRepublic,
        QLocale.Country.ElSalvador,
        QLocale.Country.Nicaragua,
        QLocale.Country.Honduras,
    }
)
"""Where Letter is the paper sold and printers are set up for (the rest of the world: A4)."""


def default_paper(
    locale: QLocale | None = None, printer: QPrinterInfo | None = None
) -> QPageSize.PageSizeId:
    """The paper a sheet is laid out on when nobody chose one: the default printer's
    default paper, else the locale's (Letter in the United States, Canada and most of the
    Americas, A4 elsewhere). ``locale``: the system's; ``printer``: the default printer."""
    printer = QPrinterInfo.defaultPrinter() if printer is None else printer
    if not printer.isNull():
        paper = printer.defaultPageSize()
        if paper.isValid():
            return paper.id()
    territory = (locale or QLocale.system()).territory()
    if territory in LETTER_TERRITORIES:
        return QPageSize.PageSizeId.Letter
    return QPageSize.PageSizeId.A4


def new_printer() -> QPrinter:
    """A high-resolution printer with 15 mm margins, on the default printer's paper (Qt's
    own choice when there is a printer), else the locale's (:func:`default_paper`)."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    if QPrinterInfo.defaultPrinter().isNull():
        printer.setPageSize(QPageSize(default_paper()))
    printer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    return printer


HEADER_POINT_SIZE = 8.0


def _header_font(device: QPaintDevice) -> QFont:
    font = QFont()
    font.setPointSizeF(HEADER_POINT_SIZE)
    return QFont(font, device)


def header_band(device: QPaintDevice) -> float:
    """The band at the top of each page the running header is printed in (a line of the
    header's type and half a line under it), in the device's pixels."""
    return QFontMetricsF(_header_font(device), device).height() * 1.5


def running_header(game: str, page: int, pages: int) -> str:
    """The head of every page of a sheet of more than one page: ``Wild West — deal 4821 —
    page 2 of 3`` (a sheet of one page has none)."""
    if pages < 2:
        return ""
    if not game:
        #: the head of a printed page: %1 the page's number, %2 how many pages
        return arg(translate("Printing", "Wild West — page %1 of %2"), page, pages)
    #: the head of a printed page: %1 which game ("deal 4821"), %2 the page's number, %3 how
    #: many pages
    return arg(translate("Printing", "Wild West — %1 — page %2 of %3"), game, page, pages)


def _draw_header(painter: QPainter, rect: QRectF, text: str) -> None:
    """One page's running header, muted, at the top left of ``rect``."""
    painter.save()
    painter.setPen(QColor("#555555"))
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), text)
    painter.restore()


def print_pages(sheet: PrintedSheet, device: QPagedPaintDevice) -> None:
    """Fit ``sheet`` to ``device``'s pages and print them, each under its running header
    (:func:`running_header`), which ``QTextDocument.print_`` has no place for."""
    document = lay_out(sheet, device)
    band = header_band(device)
    page = document.pageSize()
    pages = document.pageCount()
    painter = QPainter(device)
    try:
        painter.setFont(_header_font(device))
        for index in range(pages):
            if index and not device.newPage():
                log.warning("the printer took no page %d of %d", index + 1, pages)
                break
            header = running_header(sheet.game, index + 1, pages)
            if header:
                _draw_header(painter, QRectF(0, 0, page.width(), band), header)
            painter.save()
            top = index * page.height()
            painter.translate(0, band - top)
            shown = QRectF(0, top, page.width(), page.height())
            painter.setClipRect(shown)
            context = QAbstractTextDocumentLayout.PaintContext()
            context.clip = shown
            document.documentLayout().draw(painter, context)
            painter.restore()
    finally:
        painter.end()


def print_sheet(sheet: PrintedSheet, printer: QPrinter) -> None:
    """Fit the sheet to the printer's pages and print it."""
    print_pages(sheet, printer)


def pdf_problem(data: bytes) -> str | None:
    """Why ``data`` is not a whole PDF file, or ``None``: it starts with ``%PDF-``, ends with
    ``startxref``, an offset and ``%%EOF``, and that offset is where its cross-reference
    table (``xref``) starts, which a file cut short or with a part missing would not have.

    >>> pdf_problem(b"%PDF-1.4 cut"), pdf_problem(b"")
    ('it does not end with %%EOF', 'it is empty')
    """
    if not data:
        return "it is empty"
    if not data.startswith(b"%PDF-"):
        return "it does not start as a PDF"
    end = re.search(rb"startxref\s+(\d{1,12})\s+%%EOF\s*\Z", data[-64:])
    if end is None:
        return "it does not end with %%EOF"
    offset = int(end.group(1))
    if data[offset : offset + 4] != b"xref":
        return "its cross-reference table is not where its end says"
    return None


def write_pdf(
    sheet: PrintedSheet, path: str | Path, page: QPageSize.PageSizeId | None = None
) -> str | None:
    """Print ``sheet`` to a PDF file on ``page`` paper (default: :func:`default_paper`);
    ``None``, or a one-line message if it was not written.

    The PDF is made in memory and checked whole (:func:`pdf_problem`), then written as
    every file Wild West writes is (:func:`~wildwest.persistence.files.atomic_write`): a
    pipe, a device or a folder of that name is refused at once, and the old file stays
    whole until the new one is completely on disk (a full disk leaves it unchanged)."""
    from wildwest.persistence.files import atomic_write, target_problem

    path = Path(path)
    #: %1 a file name, %2 why it could not be written
    failed = translate("Printing", "%1 could not be written: %2")
    refused = target_problem(path)
    if refused is not None:
        return arg(failed, path.name, refused)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageSize(QPageSize(default_paper() if page is None else page))
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    writer.setResolution(new_printer().resolution())
    writer.setCreator("Wild West")
    print_pages(sheet, writer)
    del writer  # the PDF's end is written when its painter ends; let the writer go first
    data = bytes(buffer.data().data())
    buffer.close()
    problem = pdf_problem(data)
    if problem is not None:  # never expected: Qt made the PDF in memory
        log.error("the PDF for %s was not whole: %s", path, problem)
        return arg(failed, path.name, problem)
    try:
        existed = path.is_file()
    except OSError:
        existed = False
    problem = atomic_write(path, data)
    if problem is None:
        return None
    log.warning("writing %s failed: %s", path, problem)
    kept = translate("Printing", " The file saved before is unchanged.") if existed else ""
    #: %1 a file name, %2 why it could not be written ("writing failed: disk full?"), %3 that
    #: the old file is unchanged, or nothing
    return arg(translate("Printing", "%1 could not be written: %2%3"), path.name, problem, kept)
