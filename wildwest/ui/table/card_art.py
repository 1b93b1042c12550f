"""Card pictures: one shared ``QSvgRenderer`` per deck variant, and a pixmap cache.

The deck is one SVG sprite sheet (``resources/cards/deck*.svg``) with a group
per card, its id the card code (``KS``, ``10H``, ``JK``, ``JK2``, ``back``).
Pixmaps are rendered at the exact device size (device pixel ratio included)
and cached, so drawing stays crisp on any screen and cheap while resizing.

The face cards' banner words ("2 DIGITS", the paths marked ``class="digits-2"``),
the jokers' ``WANTED`` and ``JOKER``, and the letters in the corners (a Jack's, Queen's
or King's, ``class="rank-Q"``, and with suit letters on, the suit's, ``class="suit-H"``)
are redrawn in the player's language before the deck is parsed, the letters as the card
picker shows and reads them (German B D K, and P H KA KR): the translated
words go through the same stroke font the generator drew them with
(:mod:`~wildwest.ui.table.stroke_font`), so the cards look the same in every
language. Only path numbers made from our own glyphs go into the SVG; a word
with a letter the font lacks becomes an escaped ``<text>`` in a system font.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Callable
from functools import lru_cache
from typing import NamedTuple

from PySide6.QtCore import QByteArray, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from wildwest.present.card_codes import letters as card_letters
from wildwest.present.translate import translate
from wildwest.present.words import digits_banner
from wildwest.resources import resource_path
from wildwest.ui.table.stroke_font import can_draw, num, stroke_text, text_metrics, text_width

CARD_ASPECT = 350 / 250
"""Height / width of every card."""
_CACHE_LIMIT = 24
"""Pixmaps kept: a turn shows at most 7 cards, so this covers a few sizes while resizing
without holding every card of a game in memory."""
_WIDTH_STEP = 8  # render widths rounded up to a multiple of this, so resizing reuses pixmaps
_CARD_DOCUMENTS = 12
"""Cards' own documents kept (about 50 KB each): a turn's cards and a few more. One let go
is read again when its card is next drawn at a new size (0.2 ms)."""


class Place(NamedTuple):
    """Where a card's words go, in card units: centre, ink top, capital height, stroke
    weight and widest width (``build_scripts/make_cards.py`` draws the English words with
    the same numbers)."""

    x: float
    top: float
    height: float
    weight: float
    width: float


PLACES = {
    "digits": Place(125.0, 290.0, 18.0, 0.16, 86.0),  # the face cards' banner, "2 DIGITS"
    "wanted": Place(125.0, 27.0, 20.0, 0.18, 92.0),  # the top of the jokers' poster
    "joker": Place(125.0, 214.0, 28.0, 0.17, 96.0),  # under the outlaw
    "rank": Place(40.0, 16.0, 62.0, 0.17, 54.0),  # a Jack's, Queen's or King's letter
    "suit": Place(40.0, 142.0, 32.0, 0.18, 54.0),  # a suit's letters, under its pip
}
# The patterns of the deck's words, compiled by ``re`` when first used: an English deck
# never draws its words again (start-up: issue 31).
_WORDS = r' class="(digits-(\d)|wanted|joker|rank-([JQK])|suit-([SHDC]))"/>'
_PATH_START = '<path d="'
_COLOUR = r'stroke="(#[0-9a-fA-F]{6})"'
_STROKE_WIDTH = r' stroke-width="[0-9.]+"'


def poster_words(role: str) -> str:
    """The jokers' words in the game's language: ``WANTED`` (a poster's head) or ``JOKER``."""
    if role == "wanted":
        #: the head of the wanted poster on the jokers, in capitals (SE BUSCA, GESUCHT…)
        return translate("Card", "WANTED").upper()
    #: the name under the outlaw on the jokers, in capitals
    return translate("Card", "JOKER").upper()


def index_letters(role: str, letter: str) -> str:
    """The letters in a card's corner in the game's language: ``role`` "rank" (``letter``
    J, Q or K) or "suit" (S, H, D or C); the card picker's letters (English if a
    translation's cannot be used)."""
    local = card_letters()
    return (local.ranks if role == "rank" else local.suits)[letter]


def deck_file(four_colour: bool, letters: bool) -> str:
    name = "deck" + ("-4colour" if four_colour else "") + ("-letters" if letters else "")
    return str(resource_path("cards", f"{name}.svg"))


@lru_cache(maxsize=64)
def xml_text(text: str) -> str:
    """``text`` safe inside an SVG element or attribute (``&``, ``<``, ``>`` and quotes).

    >>> xml_text('K "<&>"')
    'K &quot;&lt;&amp;&gt;&quot;'

    (``html.escape`` does the same, but importing ``html`` cost 2.6 ms of every start.)"""
    return (
        text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&#x27;")
    )


def words_element(words: str, attributes: str, place: Place = PLACES["digits"]) -> str:
    """``words`` as an SVG element in place of a generated one at ``place`` (``attributes``:
    the generated path's, after its ``d``)."""
    if can_draw(words):
        # Condensed to half width at most; a longer word is drawn smaller as well.
        squeezed = text_width(words, place.height, place.weight, condense=0.5)
        height = place.height * min(1.0, place.width / squeezed) if squeezed else place.height
        top = place.top + (place.height - height) / 2
        d = stroke_text(words, place.x, top, height, weight=place.weight, max_width=place.width)
        stroke = f' stroke-width="{num(text_metrics(height, place.weight).stroke)}"'
        return f'<path d="{d}"{re.sub(_STROKE_WIDTH, stroke, attributes, count=1)}/>'
    colour = re.search(_COLOUR, attributes)
    size = min(place.height * 1.1, place.width / (0.75 * max(1, len(words))))
    return (
        f'<text x="{num(place.x)}" y="{num(place.top + (place.height + size * 0.72) / 2)}" '
        f'font-family="sans-serif" font-weight="bold" font-size="{num(size)}" '
        f'text-anchor="middle" fill="{colour.group(1) if colour else "#ffffff"}">'
        f"{xml_text(words)}</text>"
    )


def drawn_in_the_files(
    banner: Callable[[int], str],
    poster: Callable[[str], str] = poster_words,
    index: Callable[[str, str], str] = index_letters,
) -> bool:
    """Whether these are the words build_scripts/make_cards.py drew into the deck files (the
    English ones): "2 DIGITS" to "4 DIGITS", WANTED, JOKER, and the letters J, Q, K and S,
    H, D, C in the corners."""

    def same(words: str, drawn: str) -> bool:
        return " ".join(words.split()) == drawn

    return (
        all(same(banner(count), f"{count} DIGITS") for count in (2, 3, 4))
        and all(same(poster(role), role.upper()) for role in ("wanted", "joker"))
        and all(same(index("rank", letter), letter) for letter in "JQK")
        and all(same(index("suit", letter), letter) for letter in "SHDC")
    )


def deck_svg(
    four_colour: bool,
    letters: bool,
    banner: Callable[[int], str],
    poster: Callable[[str], str] = poster_words,
    index: Callable[[str, str], str] = index_letters,
) -> bytes:
    """The deck's SVG with the words in the game's language in place of the English ones:
    ``banner(count)`` on the face cards, ``poster("wanted")`` and ``poster("joker")`` on
    the jokers, ``index("rank", "Q")`` and ``index("suit", "H")`` in the corners. The file
    as it is where those are the words it was drawn with (English: 2.5 ms less at start-up,
    issue 31)."""
    path = deck_file(four_colour, letters)
    if drawn_in_the_files(banner, poster, index):
        with open(path, "rb") as raw:
            return raw.read()
    with open(path, encoding="utf-8") as file:
        return redrawn_words(file.read(), banner, poster, index)


def redrawn_words(
    svg: str,
    banner: Callable[[int], str],
    poster: Callable[[str], str] = poster_words,
    index: Callable[[str, str], str] = index_letters,
) -> bytes:
    """A deck file's text ``svg`` with its words drawn again (see :func:`deck_svg`)."""
    elements: dict[tuple[str, str], str] = {}
    pieces: list[str] = []
    done = 0
    for match in re.finditer(_WORDS, svg):
        start = svg.rfind(_PATH_START, done, match.start())
        attributes = svg.find('"', start + len(_PATH_START)) + 1
        if start < 0 or attributes > match.start():
            continue  # not a generated path: leave it
        key = (match.group(1), svg[attributes : match.end() - 2])
        if key not in elements:
            count, rank, suit = match.group(2, 3, 4)
            if count:
                words, place = banner(int(count)), PLACES["digits"]
            elif rank or suit:
                role = "rank" if rank else "suit"
                words, place = index(role, rank or suit), PLACES[role]
            else:
                words, place = poster(key[0]), PLACES[key[0]]
            elements[key] = words_element(" ".join(words.split()), key[1], place)
        pieces += [svg[done:start], elements[key]]
        done = match.end()
    pieces.append(svg[done:])
    return "".join(pieces).encode("utf-8")


def card_spans(svg: bytes) -> tuple[int, dict[str, tuple[int, int]]]:
    """Where the deck's text ``svg`` has its root element's start tag end, and where each
    card's group is (``<g id="KS" …>…</g>``, one a line as build_scripts/make_cards.py writes
    them): ``(head, {code: (start, end)})``; no cards if the text is laid out otherwise."""
    try:
        head = svg.index(b">", svg.index(b"<svg")) + 1
        tail = svg.rindex(b"</svg>")
    except ValueError:
        return 0, {}
    spans: dict[str, tuple[int, int]] = {}
    mark = b'\n<g id="'
    start = svg.find(mark, head)
    while 0 <= start < tail:
        following = svg.find(mark, start + 1)
        end = following if 0 <= following < tail else tail
        name_end = svg.find(b'"', start + len(mark))
        if 0 <= name_end < end:
            spans[svg[start + len(mark) : name_end].decode("ascii", "replace")] = (start + 1, end)
        start = following
    return head, spans


class CardArt(QObject):
    """The one place card images come from. ``changed`` fires when the deck variant changes.

    Each card is drawn from a document of its own group alone, read when that card is
    drawn (0.2 ms a card, where reading the whole deck took 8 ms of the start), and the
    last :data:`_CARD_DOCUMENTS` of them are kept: the whole deck, read only if
    :attr:`renderer` is asked for, held 2.7 MiB for the life of the app (issue 31). Both
    draw the same pixels."""

    changed = Signal()

    def __init__(
        self,
        parent: QObject | None = None,
        banner: Callable[[int], str] = digits_banner,
        poster: Callable[[str], str] = poster_words,
    ) -> None:
        super().__init__(parent)
        self._four_colour = False
        self._letters = False
        self._banner = banner
        self._poster = poster
        self._cache: OrderedDict[tuple[str, int, float], QPixmap] = OrderedDict()
        self._whole: QSvgRenderer | None = None
        self._cards: OrderedDict[str, QSvgRenderer] = OrderedDict()
        self._read(deck_svg(False, False, banner, poster))

    def _read(self, svg: bytes) -> None:
        """Take the deck's text ``svg``: nothing is parsed until a card is drawn. The text is
        kept only until the whole deck is read (then the renderer holds the deck)."""
        self._svg = svg
        self._head, self._spans = card_spans(svg)
        self._forget_cards()
        if self._whole is not None:
            self._whole.load(QByteArray(svg))
            self._svg = b""

    @property
    def renderer(self) -> QSvgRenderer:
        """The whole deck, read now if it has not been."""
        if self._whole is None:
            self._whole = QSvgRenderer(QByteArray(self._svg), self)
            self._forget_cards()
            self._svg = b""  # 0.3 MB of text the renderer no longer needs
        return self._whole

    def _forget_cards(self) -> None:
        """Let the cards' own documents go: they are this object's children, so they are
        deleted, not only dropped from :attr:`_cards` (each held about 50 KB)."""
        for one in self._cards.values():
            one.deleteLater()
        self._cards.clear()

    def _renderer_for(self, code: str) -> QSvgRenderer:
        """What draws card ``code``: the whole deck if it has been read, else its own group
        (one of the last :data:`_CARD_DOCUMENTS` drawn, or read now)."""
        if self._whole is not None:
            return self._whole
        one = self._cards.get(code)
        if one is not None:
            self._cards.move_to_end(code)
            return one
        span = self._spans.get(code)
        if span is None:
            return self.renderer  # not a card of the deck: the whole says so
        start, end = span
        text = self._svg[: self._head] + b"\n" + self._svg[start:end] + b"</svg>\n"
        one = self._cards[code] = QSvgRenderer(QByteArray(text), self)
        if len(self._cards) > _CARD_DOCUMENTS:
            _code, oldest = self._cards.popitem(last=False)
            oldest.deleteLater()  # a child of this object: deleted, not only dropped
        return one

    def render(self, painter: QPainter, code: str, bounds: QRectF) -> None:
        """Card ``code`` drawn by ``painter`` into ``bounds``."""
        self._renderer_for(code).render(painter, code, bounds)

    @property
    def variant(self) -> tuple[bool, bool]:
        return self._four_colour, self._letters

    def set_variant(self, four_colour: bool, letters: bool) -> None:
        """Switch to the four-colour deck and/or suit letters in the corners."""
        if (four_colour, letters) == self.variant:
            return
        self._four_colour, self._letters = four_colour, letters
        self._read(deck_svg(four_colour, letters, self._banner, self._poster))
        self._cache.clear()
        self.changed.emit()

    def has_card(self, code: str) -> bool:
        if code in self._spans:
            return True
        return self.renderer.elementExists(code)

    def image(self, code: str, width: int) -> QImage:
        """The card drawn ``width`` pixels wide on a transparent background (uncached)."""
        height = round(width * CARD_ASPECT)
        image = QImage(QSize(width, height), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.render(painter, code, QRectF(0, 0, width, height))
        painter.end()
        return image

    def pixmap(self, code: str, width: float, device_pixel_ratio: float = 1.0) -> QPixmap:
        """A cached pixmap at least ``width`` logical pixels wide for this screen's pixel ratio."""
        device_width = max(8, int(width * device_pixel_ratio + 0.999))
        device_width = -(-device_width // _WIDTH_STEP) * _WIDTH_STEP
        key = (code, device_width, round(device_pixel_ratio, 3))
        pixmap = self._cache.get(key)
        if pixmap is not None:
            self._cache.move_to_end(key)
            return pixmap
        pixmap = QPixmap.fromImage(self.image(code, device_width))
        pixmap.setDevicePixelRatio(device_pixel_ratio)
        self._cache[key] = pixmap
        if len(self._cache) > _CACHE_LIMIT:
            self._cache.popitem(last=False)
        return pixmap
