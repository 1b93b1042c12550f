"""Generate the Wild West card art: four SVG sprite sheets and the app icon.

Run ``python build_scripts/make_cards.py [--out DIR]``. It writes

* ``DIR/cards/deck.svg`` (two colours), ``deck-letters.svg``, ``deck-4colour.svg`` and
  ``deck-4colour-letters.svg``: one sprite sheet each, with a top-level ``<g id="...">``
  per card (``AS`` … ``KC``, ``JK``, ``JK2``, ``back``), every card exactly 250 × 350 units;
* ``DIR/icons/wildwest.svg`` (master), ``wildwest.png`` (256 px), ``wildwest.ico`` and
  ``wildwest.icns``.

The output is deterministic: every number goes through :func:`num`, elements are written in
a fixed order, nothing depends on the clock. The committed files are checked against a
fresh run by ``tests/resources/test_cards.py``, so never edit the generated SVG by hand.

How to change the art
---------------------
* Colours live in the constants below (``FACE``, ``BORDER`` … and :func:`suit_colours`).
  The test suite checks suit colours keep a 4.5:1 contrast against the card face.
* Letters and digits are drawn as stroked paths by a small stroke font
  (``wildwest/ui/table/stroke_font.py``: centre-lines on a 100-unit-high grid, with
  accents), so no font is needed at run time. The banner words ("2 DIGITS") carry
  ``class="digits-2"``, the figures' corner letters ``class="rank-Q"`` and the suit letters
  ``class="suit-H"``: the card art redraws them translated, with the same font. Add a
  glyph there if a word (or a translation of the banner) needs a letter that is missing.
* Suit silhouettes are ``SUIT_SHAPES`` (filled paths in a 100 × 100 box).
* A card is assembled by :func:`card_body`; its parts are small functions:
  :func:`corner_index`, :func:`pip_grid`, :func:`digit_badge`, :func:`digits_banner`,
  the figures :func:`figure_deputy`, :func:`figure_saloon_keeper`, :func:`figure_sheriff`,
  :func:`figure_outlaw`, and :func:`card_back`.
* Every card group starts with its full 250 × 350 outline rect and nothing is drawn outside
  it (stroke included), so ``QSvgRenderer.boundsOnElement(id)`` is exactly the card.
  Only SVG Tiny 1.2 features that Qt SVG renders are used: no ``<use>``, clip paths,
  filters, masks, CSS or gradients.

The icon step needs PySide6 (``QSvgRenderer`` rasterises the master SVG); the SVG part needs
only the standard library.
"""

from __future__ import annotations

import argparse
import itertools
import math
import os
import pathlib
import struct
import sys
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, Literal

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
from wildwest.ui.table.stroke_font import (
    Xf,
    map_path,
    num,
    stroke_text,
    text_metrics,
)

# --------------------------------------------------------------------------------------------
# Card ids and geometry
# --------------------------------------------------------------------------------------------

RANKS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS: tuple[str, ...] = ("S", "H", "D", "C")
CARD_IDS: tuple[str, ...] = (
    *(rank + suit for suit in SUITS for rank in RANKS),
    "JK",
    "JK2",
    "back",
)

CARD_W = 250
CARD_H = 350
GAP = 10
COLUMNS = 13

#: Value each digit card stands for in the game (Ace = 1, Ten = 0).
DIGIT_VALUE: dict[str, int] = {"A": 1, **{str(n): n for n in range(2, 10)}, "10": 0}
#: How many digits a face card asks for.
FACE_DIGITS: dict[str, int] = {"J": 2, "Q": 3, "K": 4, "JK": 2}

# --------------------------------------------------------------------------------------------
# Colours
# --------------------------------------------------------------------------------------------

BORDER = "#3a2616"  # dark leather edge of every card
FACE = "#f2e3bd"  # parchment
FACE_LINE = "#a8865a"  # thin inner rule on the face
PANEL = "#faf1da"  # the pinned "poster" in the middle of a card
PANEL_LINE = "#6b4b2b"
NAIL = "#4a3522"
INK = "#2a1a10"  # eyes, brows, outlines
GOLD = "#d9a526"
GOLD_DARK = "#7a5410"
SILVER = "#c9ccd1"
SILVER_DARK = "#5d6169"
LEATHER = "#6e3d1c"
LEATHER_DARK = "#4a2812"
CREAM = "#fbf3df"
SKY = "#f1d9a6"
WATERMARK = "#e6d1a1"  # faint tone-on-tone decoration on the parchment
HILLS = "#ddb97e"

BLACK_SUIT = "#1b1b1b"
RED_SUIT = "#b3202a"
BLUE_SUIT = "#1a56b0"
GREEN_SUIT = "#17692f"

JOKER_ACCENT: dict[str, str] = {"JK": RED_SUIT, "JK2": BLACK_SUIT}


def suit_colours(four_colour: bool) -> dict[str, str]:
    """Return the fill colour of each suit for the two- or four-colour deck."""
    if four_colour:
        return {"S": BLACK_SUIT, "H": RED_SUIT, "D": BLUE_SUIT, "C": GREEN_SUIT}
    return {"S": BLACK_SUIT, "H": RED_SUIT, "D": RED_SUIT, "C": BLACK_SUIT}


# --------------------------------------------------------------------------------------------
# Numbers and path arithmetic
# --------------------------------------------------------------------------------------------


def trig(degrees: float) -> tuple[float, float]:
    """Cosine and sine rounded to 6 places, so output never depends on the C library."""
    rad = math.radians(degrees)
    return round(math.cos(rad), 6), round(math.sin(rad), 6)


def lcg(seed: int) -> Iterator[int]:
    """A tiny deterministic pseudo-random stream (values 0..999) for wood grain and twigs."""
    state = seed
    while True:
        state = (state * 1103515245 + 12345) % 2147483648
        yield state // 1000 % 1000


def fitted(d: str, cx: float, cy: float, size: float) -> str:
    """Map a path drawn in a 100 × 100 box so its box is ``size`` wide, centred on (cx, cy)."""
    k = size / 100
    return map_path(d, Xf(k, k, cx - 50 * k, cy - 50 * k))


def polygon_path(points: Iterable[tuple[float, float]]) -> str:
    """A closed path through ``points``."""
    pts = [f"{num(x)},{num(y)}" for x, y in points]
    return "M" + " L".join(pts) + " Z"


# --------------------------------------------------------------------------------------------
# SVG element helpers
# --------------------------------------------------------------------------------------------


def path(
    d: str, fill: str = "none", stroke: str | None = None, width: float = 0, **extra: str
) -> str:
    """A ``<path>``; ``extra`` keyword names use ``_`` for ``-`` (stroke_linecap=...)."""
    attrs = [f'd="{d}"', f'fill="{fill}"']
    if stroke:
        attrs += [f'stroke="{stroke}"', f'stroke-width="{num(width)}"']
    attrs += [f'{key.replace("_", "-")}="{value}"' for key, value in extra.items()]
    return f"<path {' '.join(attrs)}/>"


def rect(
    x: float,
    y: float,
    w: float,
    h: float,
    fill: str = "none",
    *,
    rx: float = 0,
    stroke: str | None = None,
    width: float = 0,
    dash: str | None = None,
) -> str:
    """A ``<rect>``; ``dash`` is a stroke-dasharray such as "5 4"."""
    attrs = [f'x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}"']
    if rx:
        attrs.append(f'rx="{num(rx)}"')
    attrs.append(f'fill="{fill}"')
    if stroke:
        attrs.append(f'stroke="{stroke}" stroke-width="{num(width)}"')
    if dash:
        attrs.append(f'stroke-dasharray="{dash}"')
    return f"<rect {' '.join(attrs)}/>"


def circle(
    cx: float, cy: float, r: float, fill: str, *, stroke: str | None = None, width: float = 0
) -> str:
    """A ``<circle>``."""
    stroke_attr = f' stroke="{stroke}" stroke-width="{num(width)}"' if stroke else ""
    return f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{fill}"{stroke_attr}/>'


def ellipse(
    cx: float,
    cy: float,
    rx: float,
    ry: float,
    fill: str,
    *,
    stroke: str | None = None,
    width: float = 0,
) -> str:
    """An ``<ellipse>``."""
    stroke_attr = f' stroke="{stroke}" stroke-width="{num(width)}"' if stroke else ""
    return (
        f'<ellipse cx="{num(cx)}" cy="{num(cy)}" rx="{num(rx)}" ry="{num(ry)}" '
        f'fill="{fill}"{stroke_attr}/>'
    )


def line(d: str, colour: str, width: float) -> str:
    """A round-capped stroked path (no fill)."""
    return path(d, "none", colour, width, stroke_linecap="round", stroke_linejoin="round")


def group(children: Sequence[str], transform: str | None = None) -> str:
    """A ``<g>`` around ``children``."""
    head = f'<g transform="{transform}">' if transform else "<g>"
    return head + "".join(children) + "</g>"


# --------------------------------------------------------------------------------------------
# Stroke font: centre-lines on a grid 100 units high (y = 0 top, 100 baseline)
# --------------------------------------------------------------------------------------------


def text(
    content: str,
    x: float,
    top: float,
    height: float,
    colour: str,
    *,
    weight: float = 0.16,
    anchor: Literal["start", "middle"] = "middle",
    max_width: float | None = None,
    role: str | None = None,
) -> str:
    """Draw ``content`` with the stroke font as one stroked path (see :func:`stroke_text`).

    ``role`` marks the path (``class="digits-2"``) for the card art to redraw in the
    player's language.
    """
    d = stroke_text(content, x, top, height, weight=weight, anchor=anchor, max_width=max_width)
    extra = {"class": role} if role else {}
    return path(
        d,
        "none",
        colour,
        text_metrics(height, weight).stroke,
        stroke_linecap="round",
        stroke_linejoin="round",
        **extra,
    )


# --------------------------------------------------------------------------------------------
# Suit shapes and stars
# --------------------------------------------------------------------------------------------

SUIT_SHAPES: dict[str, str] = {
    "S": (
        "M50,2 C60,22 96,38 96,63 C96,79 85,89 71,89 C63,89 57,85 53,79 C54,89 58,95 67,100 "
        "L33,100 C42,95 46,89 47,79 C43,85 37,89 29,89 C15,89 4,79 4,63 C4,38 40,22 50,2 Z"
    ),
    "H": (
        "M50,97 C36,80 3,60 3,31 C3,13 15,3 29,3 C40,3 47,10 50,19 C53,10 60,3 71,3 "
        "C85,3 97,13 97,31 C97,60 64,80 50,97 Z"
    ),
    "D": "M50,0 C61,18 75,35 91,50 C75,65 61,82 50,100 C39,82 25,65 9,50 C25,35 39,18 50,0 Z",
    "C": (
        "M28,27 A22,22 0 1 1 72,27 A22,22 0 1 1 28,27 Z "
        "M3,61 A22,22 0 1 1 47,61 A22,22 0 1 1 3,61 Z "
        "M53,61 A22,22 0 1 1 97,61 A22,22 0 1 1 53,61 Z "
        "M50,36 L68,66 L32,66 Z "
        "M50,56 C52,78 58,92 68,100 L32,100 C42,92 48,78 50,56 Z"
    ),
}


def pip(suit: str, cx: float, cy: float, size: float, colour: str) -> str:
    """A suit symbol whose 100-unit box is ``size`` wide, centred on (cx, cy)."""
    return path(fitted(SUIT_SHAPES[suit], cx, cy, size), colour)


def star_points(
    cx: float, cy: float, outer: float, inner: float, points: int
) -> list[tuple[float, float]]:
    """Corners of a star with ``points`` tips, the first tip straight up."""
    corners: list[tuple[float, float]] = []
    for k in range(points * 2):
        radius = outer if k % 2 == 0 else inner
        c, s = trig(-90 + k * 180 / points)
        corners.append((cx + radius * c, cy + radius * s))
    return corners


def sheriff_star(
    cx: float, cy: float, r: float, fill: str = GOLD, edge: str = GOLD_DARK, *, bold: float = 1.0
) -> list[str]:
    """A six-pointed sheriff's star with balls on its tips; ``r`` is the outer radius.

    ``bold`` scales the outline width (the icon uses a heavier outline).
    """
    ball = r * 0.17
    tip = r - ball * 0.6
    edge_w = r * 0.06 * bold
    parts = [path(polygon_path(star_points(cx, cy, tip, tip * 0.52, 6)), fill, edge, edge_w)]
    for x, y in star_points(cx, cy, tip, tip, 6)[::2]:
        parts.append(circle(x, y, ball, fill, stroke=edge, width=edge_w * 0.85))
    parts.append(circle(cx, cy, r * 0.26, "none", stroke=edge, width=edge_w))
    return parts


CACTUS = (
    "M40,100 L40,18 C40,6 60,6 60,18 L60,100 Z "
    "M40,64 L26,64 C18,64 14,58 14,50 L14,34 C14,26 27,26 27,34 L27,51 L40,51 Z "
    "M60,54 L73,54 L73,26 C73,18 86,18 86,26 L86,44 C86,58 80,66 70,66 L60,66 Z"
)


def cactus(cx: float, cy: float, size: float, colour: str) -> str:
    """A saguaro silhouette (a faint decoration in the empty card corners)."""
    return path(fitted(CACTUS, cx, cy, size), colour)


def plain_star(
    cx: float, cy: float, r: float, fill: str, *, points: int = 5, edge: str | None = None
) -> str:
    """A plain star (five points by default) with an optional thin outline."""
    inner = r * (0.45 if points == 5 else 0.52)
    return path(polygon_path(star_points(cx, cy, r, inner, points)), fill, edge, r * 0.1)


# --------------------------------------------------------------------------------------------
# Card furniture
# --------------------------------------------------------------------------------------------

PANEL_X = 70.0
PANEL_W = 110.0
PANEL_Y = 18.0
PANEL_H = 314.0
INDEX_X = 40.0  # centre of the top-left index column
INDEX_TOP = 16.0
INDEX_RANK_H = 62.0
INDEX_PIP = 48.0
INDEX_LETTER_H = 32.0
INDEX_LETTER_W = 54.0  # the widest a suit's letters may be (two, in German: KA, KR)


def card_frame() -> list[str]:
    """Outline (exactly the card's bounds), parchment face and a thin inner rule."""
    return [
        rect(0, 0, CARD_W, CARD_H, BORDER, rx=14),
        rect(4, 4, CARD_W - 8, CARD_H - 8, FACE, rx=11),
        rect(9, 9, CARD_W - 18, CARD_H - 18, "none", rx=8, stroke=FACE_LINE, width=1.2),
    ]


def poster(x: float, y: float, w: float, h: float) -> list[str]:
    """A paper notice pinned to the card with four nails."""
    parts = [rect(x, y, w, h, PANEL, rx=3, stroke=PANEL_LINE, width=1.6)]
    for nx in (x + 7, x + w - 7):
        for ny in (y + 7, y + h - 7):
            parts.append(circle(nx, ny, 2.6, NAIL))
    return parts


def corner_index(label: str, suit: str | None, colour: str, letters: bool) -> list[str]:
    """Rank, suit pip and (optionally) suit letter for the top-left corner. A Jack's, Queen's
    or King's letter is marked ``class="rank-J"`` and a suit letter ``class="suit-S"``: the
    card art redraws them as the player's language letters them (German B, D, K; KA, KR)."""
    rank_role = f"rank-{label}" if label in FIGURES else None
    parts = [
        text(
            label, INDEX_X, INDEX_TOP, INDEX_RANK_H, colour, weight=0.17, max_width=54,
            role=rank_role,
        )
    ]  # fmt: skip
    if suit is not None:
        pip_top = INDEX_TOP + INDEX_RANK_H + 8
        parts.append(pip(suit, INDEX_X, pip_top + INDEX_PIP / 2, INDEX_PIP, colour))
        if letters:
            letter_top = pip_top + INDEX_PIP + 8
            parts.append(
                text(
                    suit, INDEX_X, letter_top, INDEX_LETTER_H, colour, weight=0.18,
                    max_width=INDEX_LETTER_W, role=f"suit-{suit}",
                )
            )  # fmt: skip
    return parts


def both_corners(parts: list[str]) -> list[str]:
    """The index in the top-left corner and, turned half round, in the bottom-right."""
    return [*parts, group(parts, f"rotate(180 {num(CARD_W / 2)} {num(CARD_H / 2)})")]


def corner_cacti() -> list[str]:
    """Faint upright cacti in the two corners the indices leave empty."""
    parts: list[str] = []
    for cx, ground in ((CARD_W - INDEX_X, 84.0), (INDEX_X, CARD_H - 24)):
        parts.append(cactus(cx, ground - 28, 56, WATERMARK))
        parts.append(
            line(f"M{num(cx - 24)},{num(ground)} L{num(cx + 24)},{num(ground)}", WATERMARK, 3)
        )
    return parts


def joker_index(colour: str) -> list[str]:
    """JOKER spelt down the corner with a small star under it."""
    parts = [
        text(ch, INDEX_X, 18 + k * 26, 21, colour, weight=0.18) for k, ch in enumerate("JOKER")
    ]
    parts.append(plain_star(INDEX_X, 160, 15, colour, points=6))
    return parts


# --------------------------------------------------------------------------------------------
# Digit cards
# --------------------------------------------------------------------------------------------

#: Pip positions on a 3 × 3 grid (column, row), dice-style so a count can be seen at a glance.
DICE: dict[int, tuple[tuple[int, int], ...]] = {
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
    7: ((0, 0), (2, 0), (0, 1), (1, 1), (2, 1), (0, 2), (2, 2)),
    8: ((0, 0), (1, 0), (2, 0), (0, 1), (2, 1), (0, 2), (1, 2), (2, 2)),
    9: tuple((c, r) for r in range(3) for c in range(3)),
}


def pip_grid(suit: str, count: int, colour: str, cy: float) -> list[str]:
    """``count`` pips in a dice pattern centred on (panel centre, cy)."""
    cx = PANEL_X + PANEL_W / 2
    if count == 1:
        return [pip(suit, cx, cy, 74, colour)]
    if count == 10:
        rows = (3, 4, 3)
        parts = []
        for r, n in enumerate(rows):
            for c in range(n):
                x = cx + (c - (n - 1) / 2) * 27
                parts.append(pip(suit, x, cy + (r - 1) * 30, 25, colour))
        return parts
    return [pip(suit, cx + (c - 1) * 36, cy + (r - 1) * 40, 33, colour) for c, r in DICE[count]]


def digit_badge(value: int, cx: float, cy: float) -> list[str]:
    """A round leather badge reading "=1" (or "=0"): the digit the card stands for."""
    return [
        circle(cx, cy, 23, LEATHER_DARK, stroke=GOLD, width=3),
        text(f"={value}", cx, cy - 10, 20, CREAM, weight=0.17),
    ]


def digit_card(rank: str, suit: str, colour: str, letters: bool) -> list[str]:
    """Corner indices, the big rank on a poster and the pips that count it."""
    cx = PANEL_X + PANEL_W / 2
    parts = [*corner_cacti(), *poster(PANEL_X, PANEL_Y, PANEL_W, PANEL_H)]
    parts.append(text(rank, cx, 36, 124, colour, weight=0.15, max_width=PANEL_W - 16))
    parts.append(line(f"M{num(cx - 30)},180 L{num(cx + 30)},180", PANEL_LINE, 1.5))
    value = DIGIT_VALUE[rank]
    if rank == "A":
        parts += pip_grid(suit, 1, colour, 236)
        parts += digit_badge(value, cx, 300)
    elif rank == "10":
        parts += pip_grid(suit, 10, colour, 228)
        parts += digit_badge(value, cx, 300)
    else:
        parts += pip_grid(suit, int(rank), colour, 256)
    return parts + both_corners(corner_index(rank, suit, colour, letters))


# --------------------------------------------------------------------------------------------
# Face cards and jokers
# --------------------------------------------------------------------------------------------

WINDOW = (76.0, 26.0, 98.0, 240.0)  # x, y, w, h of the portrait window inside the poster


BANNER_CY = 299
BANNER_TEXT = (PANEL_X + PANEL_W / 2, BANNER_CY - 9, 18)
"""Centre x, top and height of the banner words; the card art redraws them translated
(``wildwest/ui/table/card_art.py`` keeps the same numbers)."""
BANNER_WIDTH = 86


def digits_banner(count: int, cy: float = BANNER_CY) -> list[str]:
    """A swallow-tailed leather banner saying how many digits the card asks for."""
    left, right = PANEL_X + 2, PANEL_X + PANEL_W - 2
    top, bottom = cy - 17, cy + 17
    shape = polygon_path(
        [
            (left, top),
            (right, top),
            (right - 8, cy),
            (right, bottom),
            (left, bottom),
            (left + 8, cy),
        ]
    )
    return [
        path(shape, LEATHER),
        text(
            f"{count} DIGITS",
            *BANNER_TEXT,
            CREAM,
            max_width=BANNER_WIDTH,
            role=f"digits-{count}",
        ),
    ]


def portrait_scene() -> list[str]:
    """Desert sky and hills behind a face-card figure."""
    x, y, w, h = WINDOW
    return [
        rect(x, y, w, h, SKY),
        circle(x + w - 22, y + 30, 12, CREAM),
        path(
            f"M{num(x)},{num(y + h - 62)} C{num(x + 30)},{num(y + h - 80)} "
            f"{num(x + 60)},{num(y + h - 58)} {num(x + w)},{num(y + h - 76)} "
            f"L{num(x + w)},{num(y + h)} L{num(x)},{num(y + h)} Z",
            HILLS,
        ),
    ]


def window_frame() -> str:
    """Thin rule around the portrait window."""
    x, y, w, h = WINDOW
    return rect(x, y, w, h, "none", stroke=PANEL_LINE, width=1.5)


def face_features(skin_dark: str, smile: bool) -> list[str]:
    """Eyes, brows, nose and mouth centred on x = 125 (head centre y = 146)."""
    mouth = "M117,172 C121,177 129,177 133,172" if smile else "M118,173 C122,175 128,175 132,173"
    return [
        ellipse(115, 146, 3, 3.6, INK),
        ellipse(135, 146, 3, 3.6, INK),
        line("M108,137 L121,136", INK, 2.6),
        line("M129,136 L142,137", INK, 2.6),
        line("M125,149 L121,161 L128,161", skin_dark, 2.2),
        line(mouth, INK, 2.4),
    ]


def cowboy_hat(colour: str, band: str, brim_l: float, brim_r: float, crown_top: float) -> list[str]:
    """A cowboy hat: pinched crown, coloured band and a brim curling up at both ends."""
    crown = (
        f"M102,119 C101,102 103,{num(crown_top + 8)} 109,{num(crown_top)} "
        f"C115,{num(crown_top + 5)} 120,{num(crown_top + 7)} 125,{num(crown_top + 7)} "
        f"C130,{num(crown_top + 7)} 135,{num(crown_top + 5)} 141,{num(crown_top)} "
        f"C147,{num(crown_top + 8)} 149,102 148,119 Z"
    )
    mid = 125
    brim = (
        f"M{num(brim_l)},112 C{num(brim_l + 6)},124 {num(mid - 28)},128 {mid},128 "
        f"C{num(mid + 28)},128 {num(brim_r - 6)},124 {num(brim_r)},112 "
        f"C{num(brim_r - 8)},118 {num(mid + 26)},120 {mid},120 "
        f"C{num(mid - 26)},120 {num(brim_l + 8)},118 {num(brim_l)},112 Z"
    )
    return [
        path(crown, colour),
        path("M102,109 C116,111 134,111 148,109 L148,119 L102,119 Z", band),
        path(brim, colour),
    ]


def figure_sheriff(accent: str) -> list[str]:
    """The King: a moustached sheriff in a long coat with a gold star."""
    skin, skin_dark, coat = "#d9a06f", "#a8703f", "#5b3a22"
    return [
        *portrait_scene(),
        rect(113, 160, 24, 32, skin_dark),
        path(
            "M76,266 L76,228 C76,206 92,195 110,189 L125,200 L140,189 C158,195 174,206 174,228 "
            "L174,266 Z",
            coat,
        ),
        path("M104,191 L110,189 L125,244 L140,189 L146,191 L139,266 L111,266 Z", accent),
        path("M110,189 L140,189 L125,244 Z", CREAM),
        line("M110,189 L120,242 M140,189 L130,242", INK, 1.6),
        line("M117,191 L125,206 L133,191 M125,206 L122,232 M125,206 L128,232", INK, 2),
        circle(125, 206, 4.5, GOLD, stroke=GOLD_DARK, width=1.2),
        *sheriff_star(156, 228, 15),
        ellipse(101, 150, 5, 8, skin_dark),
        ellipse(149, 150, 5, 8, skin_dark),
        ellipse(125, 146, 24, 28, skin),
        *face_features(skin_dark, smile=False),
        path(
            "M125,164 C118,159 108,160 103,167 C109,164 115,167 119,169 C122,170 124,168 125,167 "
            "C126,168 128,170 131,169 C135,167 141,164 147,167 C142,160 132,159 125,164 Z",
            "#6a4526",
        ),
        *cowboy_hat("#3b2a1e", accent, 76, 174, 78),
        window_frame(),
    ]


def figure_deputy(accent: str) -> list[str]:
    """The Jack: a young deputy with a neckerchief, leather vest and silver star."""
    skin, skin_dark, vest, shirt = "#a86f48", "#7a4a2c", "#9c6b3a", "#e3ddc9"
    return [
        *portrait_scene(),
        rect(114, 160, 22, 32, skin_dark),
        path(
            "M80,266 L80,230 C80,208 96,196 113,191 L137,191 C154,196 170,208 170,230 L170,266 Z",
            shirt,
        ),
        path("M80,266 L80,230 C80,212 92,200 106,195 L116,266 Z", vest),
        path("M170,266 L170,230 C170,212 158,200 144,195 L134,266 Z", vest),
        path("M106,189 L144,189 L125,220 Z", accent),
        path("M121,191 L114,206 L120,206 Z M129,191 L136,206 L130,206 Z", accent),
        plain_star(154, 230, 11, SILVER, edge=SILVER_DARK),
        ellipse(101, 150, 5, 8, skin_dark),
        ellipse(149, 150, 5, 8, skin_dark),
        ellipse(125, 146, 23, 27, skin),
        *face_features(skin_dark, smile=True),
        circle(113, 157, 1.2, skin_dark),
        circle(117, 159, 1.2, skin_dark),
        circle(133, 159, 1.2, skin_dark),
        circle(137, 157, 1.2, skin_dark),
        *cowboy_hat("#9a6a38", accent, 86, 164, 88),
        window_frame(),
    ]


def figure_saloon_keeper(accent: str) -> list[str]:
    """The Queen: a saloon keeper with curled hair, a feathered hat and a star pendant."""
    skin, skin_dark, hair = "#f0c6a0", "#c48d66", "#6b2f17"
    ruffle = [circle(88 + k * 8.5, 240 + abs(k - 4) * 1.2, 4.2, CREAM) for k in range(9)]
    return [
        *portrait_scene(),
        path(
            "M98,150 C92,116 106,100 125,100 C144,100 158,116 152,150 C154,170 160,186 152,202 "
            "L98,202 C90,186 96,170 98,150 Z",
            hair,
        ),
        rect(115, 160, 20, 44, skin_dark),
        path(
            "M82,266 L82,230 C82,214 98,205 114,201 L136,201 C152,205 168,214 168,230 L168,266 Z",
            skin,
        ),
        path("M80,266 L80,240 C96,234 110,238 125,246 C140,238 154,234 170,240 L170,266 Z", accent),
        *ruffle,
        line("M114,188 C120,192 130,192 136,188", GOLD_DARK, 2),
        plain_star(125, 197, 6, GOLD, edge=GOLD_DARK),
        ellipse(125, 146, 22, 27, skin),
        path(
            "M103,142 C104,122 113,112 125,112 C137,112 146,122 147,142 C141,130 133,124 125,124 "
            "C117,124 109,130 103,142 Z",
            hair,
        ),
        circle(104, 162, 3, GOLD, stroke=GOLD_DARK, width=1),
        circle(146, 162, 3, GOLD, stroke=GOLD_DARK, width=1),
        ellipse(115, 147, 3, 3.6, INK),
        ellipse(135, 147, 3, 3.6, INK),
        line("M110,142 L112,140 M140,142 L138,140", INK, 1.6),
        line("M109,138 C112,135 118,135 121,137 M129,137 C132,135 138,135 141,138", INK, 2),
        line("M125,150 L122,160 L127,160", skin_dark, 2),
        circle(112, 160, 4.5, "#e89a86"),
        circle(138, 160, 4.5, "#e89a86"),
        path("M118,168 C122,166 128,166 132,168 C128,174 122,174 118,168 Z", "#b8403f"),
        ellipse(136, 106, 20, 7, accent),
        path("M138,102 C142,86 152,74 168,70 C160,80 154,90 148,104 Z", accent),
        line("M140,102 C146,88 154,78 166,72", CREAM, 1.4),
        circle(124, 106, 3.5, GOLD, stroke=GOLD_DARK, width=1),
        window_frame(),
    ]


def figure_outlaw(accent: str) -> list[str]:
    """The Joker's outlaw: low hat, scowling brows and a bandana over nose and mouth."""
    skin, skin_dark = "#c98e62", "#94603a"
    hat = "#4a3a2e" if accent == BLACK_SUIT else BLACK_SUIT
    x, y, w, h = 78.0, 54.0, 94.0, 150.0
    dots = [circle(cx, cy, 1.8, CREAM) for cx, cy in ((112, 168), (125, 176), (138, 168))]
    return [
        rect(x, y, w, h, SKY),
        path(
            f"M{num(x)},176 C100,166 140,174 {num(x + w)},164 L{num(x + w)},204 L{num(x)},204 Z",
            HILLS,
        ),
        rect(114, 160, 22, 30, skin_dark),
        path(
            "M80,204 L80,194 C80,180 98,176 112,174 L138,174 C152,176 170,180 170,194 L170,204 Z",
            "#4a3a2e",
        ),
        ellipse(102, 144, 4.5, 7, skin_dark),
        ellipse(148, 144, 4.5, 7, skin_dark),
        ellipse(125, 142, 22, 26, skin),
        path(
            "M101,146 L149,146 C151,162 142,182 125,188 C108,182 99,162 101,146 Z",
            accent,
        ),
        *dots,
        ellipse(116, 140, 2.8, 3.2, INK),
        ellipse(134, 140, 2.8, 3.2, INK),
        line("M108,131 L122,135 M128,135 L142,131", INK, 2.6),
        *cowboy_hat(hat, "#8a6a3f", 80, 170, 86),
        rect(x, y, w, h, "none", stroke=PANEL_LINE, width=1.5),
    ]


def tumbleweed(cx: float, cy: float, r: float) -> list[str]:
    """A ball of tangled dry twigs rolling to the right, with dust lines behind it."""
    rnd = iter(lcg(11))
    points = []
    for _ in range(30):
        c, s = trig(next(rnd) * 0.36)
        radius = r * (0.25 + 0.75 * next(rnd) / 1000)
        points.append((cx + radius * c, cy + radius * s))
    tangle = f"M{num(points[0][0])},{num(points[0][1])}"
    for (x0, y0), (x1, y1) in itertools.pairwise(points):
        bend_x, bend_y = (x0 + x1) / 2 + (y1 - y0) * 0.4, (y0 + y1) / 2 - (x1 - x0) * 0.4
        tangle += f" Q{num(bend_x)},{num(bend_y)} {num(x1)},{num(y1)}"
    twig, dry = "#7a5527", "#b8925a"
    rim = [
        path(
            f"M{num(cx + r * c0)},{num(cy + r * s0)} "
            f"A{num(r)},{num(r)} 0 0 1 {num(cx + r * c1)},{num(cy + r * s1)}",
            "none",
            twig,
            1.6,
            stroke_linecap="round",
        )
        for (c0, s0), (c1, s1) in ((trig(a), trig(a + 70)) for a in (0, 95, 190, 280))
    ]
    return [
        circle(cx, cy, r * 0.85, dry),
        path(tangle, "none", twig, 1.1, stroke_linecap="round", stroke_linejoin="round"),
        *rim,
        line(
            f"M{num(cx - r - 16)},{num(cy + r * 0.2)} L{num(cx - r - 5)},{num(cy + r * 0.2)} "
            f"M{num(cx - r - 22)},{num(cy + r * 0.7)} L{num(cx - r - 8)},{num(cy + r * 0.7)}",
            twig,
            1.6,
        ),
    ]


FIGURES = {"J": figure_deputy, "Q": figure_saloon_keeper, "K": figure_sheriff}


def face_card(rank: str, suit: str, colour: str, letters: bool) -> list[str]:
    """Jack, Queen or King: a portrait on a poster and the number of digits it asks for."""
    parts = [*corner_cacti(), *poster(PANEL_X, PANEL_Y, PANEL_W, PANEL_H)]
    parts += FIGURES[rank](colour)
    parts += digits_banner(FACE_DIGITS[rank])
    return parts + both_corners(corner_index(rank, suit, colour, letters))


def joker_card(card_id: str) -> list[str]:
    """A wanted poster for an outlaw; red accent for JK, black for JK2."""
    accent = JOKER_ACCENT[card_id]
    cx = PANEL_X + PANEL_W / 2
    parts = poster(PANEL_X, PANEL_Y, PANEL_W, PANEL_H)
    parts.append(text("WANTED", cx, 27, 20, INK, weight=0.18, max_width=92, role="wanted"))
    parts += figure_outlaw(accent)
    parts.append(text("JOKER", cx, 214, 28, accent, weight=0.17, max_width=96, role="joker"))
    parts += tumbleweed(cx + 10, 261, 15)
    parts += digits_banner(FACE_DIGITS["JK"])
    return parts + both_corners(joker_index(accent))


# --------------------------------------------------------------------------------------------
# The card back
# --------------------------------------------------------------------------------------------

PLANKS = ("#9a6234", "#8c5629", "#a46b3b", "#935c2f", "#9f6637")


def wood_planks(x: float, y: float, w: float, h: float) -> list[str]:
    """Vertical planks with grain, knots, seams and nails."""
    rnd = iter(lcg(7))
    plank_w = w / len(PLANKS)
    parts: list[str] = []
    for k, colour in enumerate(PLANKS):
        px = x + k * plank_w
        parts.append(rect(px, y, plank_w, h, colour))
        for g in range(3):
            gx = px + plank_w * (0.22 + 0.28 * g)
            wob = [(next(rnd) / 1000 - 0.5) * 8 for _ in range(3)]
            d = (
                f"M{num(gx)},{num(y + 2)} C{num(gx + wob[0])},{num(y + h * 0.3)} "
                f"{num(gx - wob[1])},{num(y + h * 0.6)} {num(gx + wob[2])},{num(y + h - 2)}"
            )
            parts.append(path(d, "none", "#6f4220", 1.1))
        ky = y + 40 + next(rnd) / 1000 * (h - 80)
        kx = px + plank_w * (0.3 + next(rnd) / 1000 * 0.4)
        parts.append(ellipse(kx, ky, 4, 7, "#6f4220"))
        parts.append(ellipse(kx, ky, 1.8, 3.4, "#4e2d14"))
        if k:
            parts.append(line(f"M{num(px)},{num(y)} L{num(px)},{num(y + h)}", "#4e2d14", 1.6))
        for ny in (y + 12, y + h - 12):
            parts.append(circle(px + plank_w / 2, ny, 2.4, "#3a2616"))
    return parts


def card_back() -> list[str]:
    """Leather border with stitching, wooden planks and a sheriff's star in a medallion."""
    cx, cy = CARD_W / 2, CARD_H / 2
    return [
        rect(0, 0, CARD_W, CARD_H, BORDER, rx=14),
        rect(4, 4, CARD_W - 8, CARD_H - 8, LEATHER, rx=11),
        rect(10, 10, CARD_W - 20, CARD_H - 20, rx=8, stroke="#d8b57a", width=1.4, dash="5 4"),
        *wood_planks(17, 17, CARD_W - 34, CARD_H - 34),
        rect(17, 17, CARD_W - 34, CARD_H - 34, "none", rx=3, stroke=LEATHER_DARK, width=2),
        circle(cx, cy, 56, LEATHER_DARK, stroke=GOLD, width=3),
        circle(cx, cy, 49, "none", stroke="#d8b57a", width=1.2),
        *sheriff_star(cx, cy, 42),
    ]


# --------------------------------------------------------------------------------------------
# Sheets
# --------------------------------------------------------------------------------------------


def card_body(card_id: str, colours: dict[str, str], letters: bool) -> list[str]:
    """All elements of one card, in card coordinates (0..250 × 0..350)."""
    if card_id == "back":
        return card_back()
    if card_id in JOKER_ACCENT:
        return [*card_frame(), *joker_card(card_id)]
    rank, suit = card_id[:-1], card_id[-1]
    colour = colours[suit]
    if rank in FACE_DIGITS:
        return [*card_frame(), *face_card(rank, suit, colour, letters)]
    return [*card_frame(), *digit_card(rank, suit, colour, letters)]


def card_origin(index: int) -> tuple[float, float]:
    """Top-left corner of card number ``index`` on the sprite sheet."""
    col, row = index % COLUMNS, index // COLUMNS
    return GAP + col * (CARD_W + GAP), GAP + row * (CARD_H + GAP)


def svg_document(width: float, height: float, title: str, body: Iterable[str]) -> str:
    """Wrap ``body`` lines in an SVG Tiny 1.2 root element."""
    head = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{num(width)}" height="{num(height)}" '
        f'viewBox="0 0 {num(width)} {num(height)}">\n'
        f"<title>{title}</title>\n"
    )
    return head + "".join(line_ + "\n" for line_ in body) + "</svg>\n"


def build_deck_svg(four_colour: bool, letters: bool) -> str:
    """The whole sprite sheet as SVG text: one ``<g id=...>`` per card on a 13-column grid."""
    colours = suit_colours(four_colour)
    rows = math.ceil(len(CARD_IDS) / COLUMNS)
    width = COLUMNS * (CARD_W + GAP) + GAP
    height = rows * (CARD_H + GAP) + GAP
    body = []
    for index, card_id in enumerate(CARD_IDS):
        x, y = card_origin(index)
        inner = "".join(card_body(card_id, colours, letters))
        body.append(f'<g id="{card_id}" transform="translate({num(x)} {num(y)})">{inner}</g>')
    kind = "four-colour" if four_colour else "two-colour"
    extra = ", suit letters" if letters else ""
    return svg_document(width, height, f"Wild West cards ({kind}{extra})", body)


DECK_FILES: tuple[tuple[str, bool, bool], ...] = (
    ("deck.svg", False, False),
    ("deck-letters.svg", False, True),
    ("deck-4colour.svg", True, False),
    ("deck-4colour-letters.svg", True, True),
)


# --------------------------------------------------------------------------------------------
# Icon
# --------------------------------------------------------------------------------------------


def build_icon_svg(*, small: bool = False) -> str:
    """The app icon: a sheriff's star on a playing card, on a leather tile.

    ``small`` is the version for 16-32 px: no card and no fine detail, just a bold star on the
    tile, because at that size the card only blurs the star's outline.
    """
    tile = [rect(8, 8, 240, 240, LEATHER_DARK, rx=44), rect(20, 20, 216, 216, LEATHER, rx=34)]
    if small:
        star = [
            path(polygon_path(star_points(128, 130, 112, 60, 6)), GOLD, "#2e1a03", 16),
            circle(128, 130, 22, "#2e1a03"),
        ]
        return svg_document(256, 256, "Wild West", [*tile, *star])
    card = group(
        [rect(64, 30, 128, 190, FACE, rx=14, stroke=BORDER, width=7)], "rotate(-8 128 128)"
    )
    star = sheriff_star(128, 128, 70, GOLD, "#3d2405", bold=1.8)
    return svg_document(256, 256, "Wild West", [*tile, card, *star])


#: Sizes up to this many pixels are rendered from the simplified icon.
SMALL_ICON = 32

ICO_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256)
ICNS_ENTRIES: tuple[tuple[str, int], ...] = (
    ("icp4", 16),
    ("icp5", 32),
    ("icp6", 64),
    ("ic07", 128),
    ("ic08", 256),
    ("ic09", 512),
    ("ic10", 1024),
    ("ic11", 32),
    ("ic12", 64),
    ("ic13", 256),
    ("ic14", 512),
)

_APP: list[Any] = []  # holds the QGuiApplication the icon step creates, to keep it alive


def ensure_gui_app() -> None:
    """Create an offscreen ``QGuiApplication`` unless one exists already."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        _APP.append(QGuiApplication([sys.argv[0] if sys.argv else "make_cards"]))


def rasterize(svg: str, size: int) -> bytes:
    """Render ``svg`` to a ``size`` × ``size`` PNG with Qt (deterministic for a Qt version)."""
    ensure_gui_app()
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(images: Sequence[tuple[int, bytes]]) -> bytes:
    """A Windows ICO container holding PNG-compressed images ``(size, png)``."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries: list[bytes] = []
    for size, png in images:
        dim = 0 if size >= 256 else size
        entries.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset))
        offset += len(png)
    return header + b"".join(entries) + b"".join(png for _, png in images)


def icns_bytes(entries: Sequence[tuple[str, bytes]]) -> bytes:
    """A macOS ICNS container of PNG entries ``(type, png)``."""
    body = b"".join(
        kind.encode("ascii") + struct.pack(">I", len(png) + 8) + png for kind, png in entries
    )
    return b"icns" + struct.pack(">I", len(body) + 8) + body


# --------------------------------------------------------------------------------------------
# Writing
# --------------------------------------------------------------------------------------------


def write_all(out_dir: pathlib.Path) -> list[pathlib.Path]:
    """Write every card sheet and icon file under ``out_dir``; return the paths written."""
    cards, icons = out_dir / "cards", out_dir / "icons"
    cards.mkdir(parents=True, exist_ok=True)
    icons.mkdir(parents=True, exist_ok=True)
    written: list[pathlib.Path] = []

    def put(target: pathlib.Path, data: bytes) -> None:
        target.write_bytes(data)
        written.append(target)

    for name, four_colour, letters in DECK_FILES:
        put(cards / name, build_deck_svg(four_colour, letters).encode("utf-8"))

    icon_svg, small_svg = build_icon_svg(), build_icon_svg(small=True)
    put(icons / "wildwest.svg", icon_svg.encode("utf-8"))
    sizes = sorted({*ICO_SIZES, *(size for _, size in ICNS_ENTRIES)})
    pngs = {size: rasterize(small_svg if size <= SMALL_ICON else icon_svg, size) for size in sizes}
    put(icons / "wildwest.png", pngs[256])
    put(icons / "wildwest.ico", ico_bytes([(size, pngs[size]) for size in ICO_SIZES]))
    put(icons / "wildwest.icns", icns_bytes([(kind, pngs[size]) for kind, size in ICNS_ENTRIES]))
    return written


def main(argv: Sequence[str] | None = None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description="Generate the Wild West card SVGs and icons.")
    default_out = pathlib.Path(__file__).resolve().parent.parent / "resources"
    parser.add_argument("--out", type=pathlib.Path, default=default_out, help="output folder")
    args = parser.parse_args(argv)
    written = write_all(args.out)
    sizes = ", ".join(f"{p.name} {p.stat().st_size // 1024} KB" for p in written)
    print(f"make_cards: wrote {len(written)} files under {args.out}: {sizes}")
    return 0


if __name__ == "__main__":
    # beside this file; named here since an embeddable Python (a ._pth file) or -P leaves
    # the script's folder off sys.path
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from safe_output import safe_console

    safe_console()
    sys.exit(main())
