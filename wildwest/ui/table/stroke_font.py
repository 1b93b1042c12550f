"""A small stroke font: capitals, digits and accents as centre-lines, drawn as SVG paths.

The card generator (``build_scripts/make_cards.py``) draws every word and digit on the
cards with it, so no font is needed at run time; the card art draws the translated banner
words ("2 DIGITS" in the player's language) with the same strokes (:mod:`card_art`).
Standard library only: the generator imports it without Qt.

Glyphs are centre-lines on a grid 100 units high (y = 0 top, 100 baseline); an accented
capital is its base glyph and a mark above (or, for the cedilla, below) it.

>>> can_draw("2 ZIFFERN"), can_draw("3 CIFRAS"), can_draw("4 CHIFFRES"), can_draw("2 ЦИФРЫ")
(True, True, True, False)
>>> letters("É") == [("E", "\u0301")]
True
>>> stroke_text("1", 0, 0, 10, weight=0.2, anchor="start")
'M1,2.76 L3.16,1 L3.16,9'
"""

from __future__ import annotations

import re
import unicodedata
from typing import Literal, NamedTuple


def num(value: float) -> str:
    """Format a number with at most two decimals and no trailing zeros ("-0" becomes "0")."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


class Xf(NamedTuple):
    """A scale-then-translate transform: (x, y) -> (x*sx + tx, y*sy + ty)."""

    sx: float
    sy: float
    tx: float
    ty: float

    def point(self, x: float, y: float) -> tuple[float, float]:
        return x * self.sx + self.tx, y * self.sy + self.ty


_TOKEN = r"[MLCQAZ]|-?(?:\d+\.?\d*|\.\d+)"  # compiled by ``re`` when first used
_ARGS = {"M": 2, "L": 2, "C": 6, "Q": 4, "A": 7, "Z": 0}


def map_path(d: str, xf: Xf) -> str:
    """Apply ``xf`` to a path made of absolute M, L, C, Q, A and Z commands."""
    tokens = re.findall(_TOKEN, d)
    out: list[str] = []
    i = 0
    while i < len(tokens):
        cmd = tokens[i]
        i += 1
        count = _ARGS[cmd]
        if count == 0:
            out.append("Z")
            continue
        first = True
        while i < len(tokens) and tokens[i] not in _ARGS:
            vals = [float(t) for t in tokens[i : i + count]]
            i += count
            if cmd == "A":
                rx, ry, rot, large, sweep, x, y = vals
                if xf.sx * xf.sy < 0:
                    sweep = 1 - sweep
                px, py = xf.point(x, y)
                args = [
                    num(rx * abs(xf.sx)),
                    num(ry * abs(xf.sy)),
                    num(rot),
                    str(int(large)),
                    str(int(sweep)),
                    f"{num(px)},{num(py)}",
                ]
                coords = " ".join(args)
            else:
                pairs = [xf.point(vals[k], vals[k + 1]) for k in range(0, count, 2)]
                coords = " ".join(f"{num(px)},{num(py)}" for px, py in pairs)
            out.append((cmd if first else "") + coords)
            first = False
    return " ".join(out)


MARKS: dict[str, str] = {
    "\u0300": "M-8,-28 L6,-12",  # grave
    "\u0301": "M-6,-12 L8,-28",  # acute
    "\u0302": "M-12,-12 L0,-26 L12,-12",  # circumflex
    "\u0303": "M-14,-16 C-6,-28 6,-8 14,-22",  # tilde
    "\u0308": "M-11,-20 L-11,-19 M11,-20 L11,-19",  # diaeresis
    "\u030a": "M0,-12 C-6,-12 -6,-26 0,-26 C6,-26 6,-12 0,-12 Z",  # ring
    "\u0327": "M0,100 L0,108 C10,108 10,120 -4,118",  # cedilla
}
"""Accents, centred on x = 0 over (or under) a glyph of any width."""


def letters(text: str) -> list[tuple[str, str]]:
    """``text`` as (base glyph, accent marks) pairs, or a pair with a base that has no glyph.

    >>> letters("Ñ1")
    [('N', '\u0303'), ('1', '')]
    """
    result: list[tuple[str, str]] = []
    for ch in text:
        if ch in GLYPHS:
            result.append((ch, ""))
            continue
        decomposed = unicodedata.normalize("NFD", ch)
        base, accents = decomposed[0], decomposed[1:]
        result.append((base, accents))
    return result


def can_draw(text: str) -> bool:
    """True if every letter of ``text`` has a glyph and every accent a mark."""
    return all(
        base in GLYPHS and all(mark in MARKS for mark in accents) for base, accents in letters(text)
    )


GLYPHS: dict[str, tuple[float, str]] = {
    "0": (52, "M26,0 C42,0 52,18 52,50 C52,82 42,100 26,100 C10,100 0,82 0,50 C0,18 10,0 26,0 Z"),
    "1": (28, "M0,22 L27,0 L27,100"),
    "2": (55, "M1,22 C3,8 14,0 27,0 C42,0 53,10 53,26 C53,44 38,58 1,100 L55,100"),
    "3": (
        54,
        "M2,12 C8,4 17,0 27,0 C42,0 52,10 52,24 C52,38 42,47 24,47 "
        "C44,47 54,58 54,73 C54,90 42,100 27,100 C15,100 6,95 0,86",
    ),
    "4": (58, "M42,100 L42,0 L0,68 L58,68"),
    "5": (
        54,
        "M50,0 L9,0 L5,44 C12,39 19,37 27,37 C43,37 54,50 54,68 "
        "C54,88 43,100 27,100 C15,100 6,95 0,86",
    ),
    "6": (
        54,
        "M48,5 C42,2 36,0 29,0 C11,0 0,22 0,70 C0,86 11,100 27,100 C43,100 54,87 54,70 "
        "C54,53 43,41 27,41 C11,41 0,54 0,70",
    ),
    "7": (54, "M0,0 L54,0 C38,28 26,60 20,100"),
    "8": (
        54,
        "M27,46 C13,46 4,37 4,23 C4,9 14,0 27,0 C40,0 50,9 50,23 C50,37 41,46 27,46 "
        "C11,46 0,57 0,73 C0,89 12,100 27,100 C42,100 54,89 54,73 C54,57 43,46 27,46 Z",
    ),
    "9": (
        54,
        "M6,95 C12,98 18,100 25,100 C43,100 54,78 54,30 C54,14 43,0 27,0 C11,0 0,13 0,30 "
        "C0,47 11,59 27,59 C43,59 54,46 54,30",
    ),
    "A": (62, "M0,100 L31,0 L62,100 M12,64 L50,64"),
    "C": (54, "M54,16 C48,6 39,0 30,0 C12,0 0,20 0,50 C0,80 12,100 30,100 C39,100 48,94 54,84"),
    "D": (54, "M0,0 L0,100 L20,100 C42,100 54,80 54,50 C54,20 42,0 20,0 Z"),
    "E": (46, "M46,0 L0,0 L0,100 L46,100 M0,50 L38,50"),
    "G": (
        56,
        "M54,16 C48,6 39,0 30,0 C12,0 0,20 0,50 C0,80 12,100 30,100 C46,100 56,88 56,66 "
        "L56,56 L32,56",
    ),
    "H": (54, "M0,0 L0,100 M54,0 L54,100 M0,50 L54,50"),
    "I": (0, "M0,0 L0,100"),
    "J": (50, "M16,0 L50,0 L50,68 C50,88 40,100 25,100 C11,100 2,90 0,76"),
    "K": (58, "M0,0 L0,100 M56,0 L2,60 M20,40 L58,100"),
    "N": (54, "M0,100 L0,0 L54,100 L54,0"),
    "O": (60, "M30,0 C48,0 60,20 60,50 C60,80 48,100 30,100 C12,100 0,80 0,50 C0,20 12,0 30,0 Z"),
    "Q": (
        64,
        "M32,0 C50,0 64,20 64,50 C64,80 50,100 32,100 C14,100 0,80 0,50 C0,20 14,0 32,0 Z "
        "M38,66 L64,100",
    ),
    "R": (54, "M0,100 L0,0 L26,0 C42,0 52,10 52,27 C52,44 42,54 26,54 L0,54 M24,54 L54,100"),
    "S": (
        54,
        "M52,14 C46,5 37,0 27,0 C12,0 3,9 3,24 C3,58 54,42 54,75 C54,91 43,100 27,100 "
        "C15,100 6,95 0,85",
    ),
    "T": (56, "M0,0 L56,0 M28,0 L28,100"),
    "W": (76, "M0,0 L17,100 L38,30 L59,100 L76,0"),
    "B": (
        52,
        "M0,50 L26,50 C40,50 48,40 48,25 C48,10 40,0 26,0 L0,0 L0,100 L28,100 "
        "C44,100 52,88 52,75 C52,60 42,50 26,50",
    ),
    "F": (46, "M46,0 L0,0 L0,100 M0,50 L38,50"),
    "L": (44, "M0,0 L0,100 L44,100"),
    "M": (68, "M0,100 L0,0 L34,72 L68,0 L68,100"),
    "P": (52, "M0,100 L0,0 L26,0 C42,0 52,10 52,27 C52,44 42,54 26,54 L0,54"),
    "U": (54, "M0,0 L0,66 C0,88 11,100 27,100 C43,100 54,88 54,66 L54,0"),
    "V": (60, "M0,0 L30,100 L60,0"),
    "X": (56, "M0,0 L56,100 M56,0 L0,100"),
    "Y": (60, "M0,0 L30,52 L60,0 M30,52 L30,100"),
    "Z": (52, "M0,0 L52,0 L0,100 L52,100"),
    "-": (30, "M0,55 L30,55"),
    "=": (48, "M0,34 L48,34 M0,66 L48,66"),
    " ": (26, ""),
}

TRACKING = 0.1  # letter spacing as a fraction of the text height


class TextMetrics(NamedTuple):
    """Sizes derived from a text height: stroke width, glyph scale and letter gap."""

    stroke: float
    scale: float
    gap: float


def text_metrics(height: float, weight: float) -> TextMetrics:
    """Metrics for ink ``height`` (stroke included) and stroke ``weight`` (fraction of it)."""
    stroke = height * weight
    return TextMetrics(stroke, (height - stroke) / 100, height * TRACKING)


def text_width(text: str, height: float, weight: float = 0.16, condense: float = 1.0) -> float:
    """Ink width of ``text`` drawn by :func:`stroke_text` (accents take no width)."""
    m = text_metrics(height, weight)
    widths = [GLYPHS[base][0] * m.scale * condense + m.stroke for base, _ in letters(text)]
    return sum(widths) + m.gap * (len(widths) - 1)


def stroke_text(
    content: str,
    x: float,
    top: float,
    height: float,
    *,
    weight: float = 0.16,
    anchor: Literal["start", "middle"] = "middle",
    max_width: float | None = None,
) -> str:
    """The path data (``d``) drawing ``content`` with the stroke font (see :func:`can_draw`).

    ``top`` is the top of the ink, ``height`` the ink height of a capital (stroke included);
    the path is meant to be stroked ``text_metrics(height, weight).stroke`` wide with round
    caps and joins. ``anchor`` is "start" (x = left ink edge) or "middle" (x = centre). If
    ``max_width`` is given the glyphs are condensed horizontally to fit it.
    """
    m = text_metrics(height, weight)
    condense = 1.0
    shapes = letters(content)
    if max_width is not None:
        natural = text_width(content, height, weight)
        if natural > max_width:
            bare = sum(GLYPHS[base][0] for base, _ in shapes) * m.scale
            extra = natural - bare
            condense = max(0.5, (max_width - extra) / bare) if bare else 1.0
    width = text_width(content, height, weight, condense)
    left = x - width / 2 if anchor == "middle" else x
    pen = left + m.stroke / 2
    parts: list[str] = []
    for base, accents in shapes:
        glyph_w, glyph_d = GLYPHS[base]
        xf = Xf(m.scale * condense, m.scale, pen, top + m.stroke / 2)
        if glyph_d:
            parts.append(map_path(glyph_d, xf))
        centre = pen + glyph_w * m.scale * condense / 2
        for mark in accents:
            parts.append(map_path(MARKS[mark], Xf(m.scale, m.scale, centre, xf.ty)))
        pen += glyph_w * m.scale * condense + m.stroke + m.gap
    return " ".join(parts)
