"""Tests for the card art generator (build_scripts/make_cards.py) and the files it writes."""

from __future__ import annotations

import importlib.util
import itertools
import os
import pathlib
import struct
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from types import ModuleType

import pytest

os.environ["QT_QPA_PLATFORM"] = "offscreen"  # must be set before PySide6 is imported

from PySide6.QtCore import QByteArray, QRectF, Qt, qInstallMessageHandler
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

REPO = pathlib.Path(__file__).resolve().parents[2]
SCRIPT = REPO / "build_scripts" / "make_cards.py"
RESOURCES = REPO / "resources"
SVG_NS = "{http://www.w3.org/2000/svg}"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _load_generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_cards", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


mc = _load_generator()

VARIANTS = {name: (four, letters) for name, four, letters in mc.DECK_FILES}


@pytest.fixture(scope="module")
def gui_app(qapp) -> QGuiApplication:
    """The running Qt application (pytest-qt's, offscreen)."""
    assert isinstance(qapp, QGuiApplication)
    return qapp


@pytest.fixture(scope="module")
def sheets() -> dict[str, str]:
    """SVG text of every sprite sheet variant, keyed by file name."""
    return {name: mc.build_deck_svg(four, letters) for name, (four, letters) in VARIANTS.items()}


@pytest.fixture(scope="module")
def renderers(gui_app: QGuiApplication, sheets: dict[str, str]) -> dict[str, QSvgRenderer]:
    """A QSvgRenderer per sprite sheet variant."""
    result = {}
    for name, svg in sheets.items():
        renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
        assert renderer.isValid(), name
        result[name] = renderer
    return result


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory, gui_app: QGuiApplication) -> pathlib.Path:
    """A fresh run of write_all in a temporary folder."""
    out = tmp_path_factory.mktemp("generated")
    mc.write_all(out)
    return out


def _relative_files(root: pathlib.Path) -> list[pathlib.Path]:
    return sorted(p.relative_to(root) for p in root.rglob("*") if p.is_file())


def _alpha_bytes(image: QImage) -> bytes:
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    data = bytes(image.constBits())
    return data[3::4] if sys.byteorder == "little" else data[0::4]


def _decode_png(data: bytes) -> QImage:
    assert data.startswith(PNG_SIGNATURE)
    image = QImage()
    assert image.loadFromData(data, "PNG")
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def _group_colours(svg: str, card_id: str) -> set[str]:
    root = ET.fromstring(svg)
    group = next(g for g in root if g.get("id") == card_id)
    colours = set()
    for element in group.iter():
        for attr in ("fill", "stroke"):
            value = element.get(attr)
            if value and value.startswith("#"):
                colours.add(value.lower())
    return colours


def _luminance(colour: str) -> float:
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    lin = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def _contrast(a: str, b: str) -> float:
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def _ico_entries(data: bytes) -> Iterator[tuple[int, bytes]]:
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1)
    for i in range(count):
        width, height, colours, _, planes, bits, size, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * i
        )
        assert width == height and colours == 0 and planes == 1 and bits == 32
        assert offset + size <= len(data)
        yield width or 256, data[offset : offset + size]


def _icns_entries(data: bytes) -> Iterator[tuple[str, bytes]]:
    assert data[:4] == b"icns"
    assert struct.unpack_from(">I", data, 4)[0] == len(data)
    pos = 8
    while pos < len(data):
        kind = data[pos : pos + 4].decode("ascii")
        (length,) = struct.unpack_from(">I", data, pos + 4)
        assert length > 8 and pos + length <= len(data)
        yield kind, data[pos + 8 : pos + length]
        pos += length


def test_card_ids_are_the_game_codes() -> None:
    """The sprite ids are exactly the 52 card codes, the two jokers and the back."""
    ranks = ["A", *map(str, range(2, 11)), "J", "Q", "K"]
    expected = [rank + suit for suit in "SHDC" for rank in ranks] + ["JK", "JK2", "back"]
    assert list(mc.CARD_IDS) == expected
    assert len(set(mc.CARD_IDS)) == 55


@pytest.mark.parametrize("name", list(VARIANTS))
def test_every_card_is_a_top_level_group(sheets: dict[str, str], name: str) -> None:
    """Each variant holds one top-level <g id=...> per card id, nothing else with an id."""
    root = ET.fromstring(sheets[name])
    groups = [child.get("id") for child in root if child.tag == f"{SVG_NS}g"]
    assert groups == list(mc.CARD_IDS)
    ids = [el.get("id") for el in root.iter() if el.get("id") is not None]
    assert ids == list(mc.CARD_IDS)


@pytest.mark.parametrize("name", list(VARIANTS))
def test_only_svg_tiny_features_qt_renders(sheets: dict[str, str], name: str) -> None:
    """No clip paths, filters, masks, CSS, <use> or references that Qt SVG would mishandle."""
    allowed = {"svg", "title", "g", "path", "rect", "circle", "ellipse", "polygon", "line"}
    tags = {el.tag.removeprefix(SVG_NS) for el in ET.fromstring(sheets[name]).iter()}
    assert tags <= allowed
    assert "url(" not in sheets[name]
    assert "style=" not in sheets[name]


def test_sheets_parse_without_qt_warnings(gui_app: QGuiApplication, sheets: dict[str, str]) -> None:
    """Qt SVG loads every sheet and the icon without a single warning."""
    messages: list[str] = []
    previous = qInstallMessageHandler(lambda _mode, _context, message: messages.append(message))
    try:
        for svg in [*sheets.values(), mc.build_icon_svg(), mc.build_icon_svg(small=True)]:
            assert QSvgRenderer(QByteArray(svg.encode("utf-8"))).isValid()
    finally:
        qInstallMessageHandler(previous)
    assert messages == []


@pytest.mark.parametrize("name", list(VARIANTS))
def test_bounds_are_exactly_one_card(renderers: dict[str, QSvgRenderer], name: str) -> None:
    """boundsOnElement is 250 × 350 for every id and no two cards overlap on the sheet."""
    renderer = renderers[name]
    bounds = {}
    for card_id in mc.CARD_IDS:
        assert renderer.elementExists(card_id), card_id
        rect = renderer.boundsOnElement(card_id)
        assert rect.width() == pytest.approx(250, abs=1e-6), card_id
        assert rect.height() == pytest.approx(350, abs=1e-6), card_id
        bounds[card_id] = rect
    for a, b in itertools.combinations(mc.CARD_IDS, 2):
        assert not bounds[a].intersects(bounds[b]), (a, b)


@pytest.mark.parametrize("width", [60, 120])
@pytest.mark.parametrize("name", list(VARIANTS))
def test_every_card_renders_at_5_to_7(
    renderers: dict[str, QSvgRenderer], name: str, width: int
) -> None:
    """Each card renders by id into a 5:7 image, filling it edge to edge (only corners clear)."""
    height = width * 7 // 5
    renderer = renderers[name]
    for card_id in mc.CARD_IDS:
        image = QImage(width, height, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, card_id, QRectF(0, 0, width, height))
        painter.end()
        alpha = _alpha_bytes(image)
        opaque = len(alpha) - alpha.count(0)
        assert opaque > 0.97 * width * height, card_id
        for x, y in ((width // 2, 0), (width // 2, height - 1), (0, height // 2), (width - 1, 0)):
            if (x, y) == (width - 1, 0):
                assert image.pixelColor(x, y).alpha() < 255, card_id  # rounded corner
            else:
                assert image.pixelColor(x, y).alpha() == 255, (card_id, x, y)


def test_back_is_the_same_in_every_variant(sheets: dict[str, str]) -> None:
    """The card back (and the jokers) look the same whatever colour/letter variant is chosen."""
    for card_id in ("back", "JK", "JK2"):
        groups = set()
        for svg in sheets.values():
            root = ET.fromstring(svg)
            group = next(g for g in root if g.get("id") == card_id)
            groups.add(ET.tostring(group))
        assert len(groups) == 1, card_id


def test_letter_variants_add_suit_letters(sheets: dict[str, str]) -> None:
    """The -letters sheets differ from the plain ones on every suited card, and only there."""
    for plain, lettered in (
        ("deck.svg", "deck-letters.svg"),
        ("deck-4colour.svg", "deck-4colour-letters.svg"),
    ):
        plain_root = ET.fromstring(sheets[plain])
        lettered_root = ET.fromstring(sheets[lettered])
        for a, b in zip(
            plain_root.iter(f"{SVG_NS}g"), lettered_root.iter(f"{SVG_NS}g"), strict=True
        ):
            if a.get("id") in (None, "JK", "JK2", "back"):
                continue
            assert len(ET.tostring(b)) > len(ET.tostring(a)), a.get("id")


def test_four_colour_deck_uses_four_suit_colours(sheets: dict[str, str]) -> None:
    """Four-colour sheets give diamonds and clubs their own colours; two-colour ones do not."""
    two, four = mc.suit_colours(False), mc.suit_colours(True)
    assert len(set(four.values())) == 4
    assert len(set(two.values())) == 2
    assert two["D"] == two["H"] and two["C"] == two["S"]
    assert four["D"] != two["D"] and four["C"] != two["C"]
    for name, (four_colour, _) in VARIANTS.items():
        colours = four if four_colour else two
        for suit in "SHDC":
            used = _group_colours(sheets[name], f"7{suit}")
            assert colours[suit].lower() in used, (name, suit)
            others = {c.lower() for s, c in colours.items() if c != colours[suit]}
            assert not used & others, (name, suit)


def test_suit_colours_are_readable_on_parchment() -> None:
    """Every suit and joker colour has at least 4.5:1 contrast on the face and the poster."""
    colours = {*mc.suit_colours(False).values(), *mc.suit_colours(True).values()}
    colours |= set(mc.JOKER_ACCENT.values())
    for colour in colours:
        for background in (mc.FACE, mc.PANEL):
            assert _contrast(colour, background) >= 4.5, (colour, background)


def test_numbers_are_formatted_stably() -> None:
    """The number formatter never writes trailing zeros, -0 or more than two decimals."""
    assert mc.num(1.0) == "1"
    assert mc.num(2.5) == "2.5"
    assert mc.num(-0.001) == "0"
    assert mc.num(1 / 3) == "0.33"
    assert mc.num(125.125) == "125.12"


def test_generator_is_deterministic(tmp_path: pathlib.Path, gui_app: QGuiApplication) -> None:
    """Two runs of write_all produce byte-identical files."""
    first, second = tmp_path / "one", tmp_path / "two"
    written = mc.write_all(first)
    mc.write_all(second)
    names = _relative_files(first)
    assert names == _relative_files(second)
    assert sorted(p.relative_to(first) for p in written) == names
    for name in names:
        assert (first / name).read_bytes() == (second / name).read_bytes(), name


def test_committed_files_match_the_generator(generated: pathlib.Path) -> None:
    """resources/ holds exactly what the generator writes: regenerate, never edit by hand."""
    hint = "run: python build_scripts/make_cards.py"
    for name in _relative_files(generated):
        committed = RESOURCES / name
        assert committed.is_file(), f"{committed} is missing; {hint}"
        fresh, old = (generated / name).read_bytes(), committed.read_bytes()
        if name.suffix == ".svg":
            assert fresh == old, f"{name} differs from the generator; {hint}"
            continue
        # Raster files: PNG bytes may differ between Qt builds, so compare pixels.
        if name.suffix == ".png":
            pairs = [(fresh, old)]
        elif name.suffix == ".ico":
            pairs = list(zip(_ico_entries(fresh), _ico_entries(old), strict=True))
            assert [a[0] for a, _ in pairs] == [b[0] for _, b in pairs]
            pairs = [(a[1], b[1]) for a, b in pairs]
        else:
            entries = list(zip(_icns_entries(fresh), _icns_entries(old), strict=True))
            assert [a[0] for a, _ in entries] == [b[0] for _, b in entries]
            pairs = [(a[1], b[1]) for a, b in entries]
        for new_png, old_png in pairs:
            new_image, old_image = _decode_png(new_png), _decode_png(old_png)
            assert new_image.size() == old_image.size(), name
            new_bytes, old_bytes = bytes(new_image.constBits()), bytes(old_image.constBits())
            worst = max(abs(a - b) for a, b in zip(new_bytes, old_bytes, strict=True))
            assert worst <= 16, f"{name} differs from the generator; {hint}"


def test_ico_holds_seven_png_sizes(generated: pathlib.Path) -> None:
    """wildwest.ico is a valid ICO with PNG images of 16, 24, 32, 48, 64, 128 and 256 px."""
    data = (generated / "icons" / "wildwest.ico").read_bytes()
    entries = list(_ico_entries(data))
    assert [size for size, _ in entries] == [16, 24, 32, 48, 64, 128, 256]
    for size, png in entries:
        image = _decode_png(png)
        assert (image.width(), image.height()) == (size, size)


def test_icns_holds_png_entries(generated: pathlib.Path) -> None:
    """wildwest.icns is a valid ICNS whose entries are PNGs of the size their type implies."""
    expected = {
        "icp4": 16,
        "icp5": 32,
        "icp6": 64,
        "ic07": 128,
        "ic08": 256,
        "ic09": 512,
        "ic10": 1024,
        "ic11": 32,
        "ic12": 64,
        "ic13": 256,
        "ic14": 512,
    }
    data = (generated / "icons" / "wildwest.icns").read_bytes()
    entries = dict(_icns_entries(data))
    assert set(entries) == set(expected)
    for kind, png in entries.items():
        image = _decode_png(png)
        assert (image.width(), image.height()) == (expected[kind], expected[kind]), kind


def test_png_icon_is_256_and_visible(generated: pathlib.Path) -> None:
    """wildwest.png is a 256 px square with a drawn (non-transparent) middle."""
    image = _decode_png((generated / "icons" / "wildwest.png").read_bytes())
    assert (image.width(), image.height()) == (256, 256)
    assert image.pixelColor(128, 128).alpha() == 255
    assert image.pixelColor(0, 0).alpha() == 0


def test_cli_writes_everything_and_prints_one_line(
    tmp_path: pathlib.Path, gui_app: QGuiApplication, capsys: pytest.CaptureFixture[str]
) -> None:
    """`make_cards.py --out DIR` writes the sheets and icons under DIR and prints one line."""
    assert mc.main(["--out", str(tmp_path)]) == 0
    output = capsys.readouterr().out
    assert output.count("\n") == 1
    names = {str(p) for p in _relative_files(tmp_path)}
    assert {f"cards/{name}" for name in VARIANTS} <= names
    assert {f"icons/wildwest.{ext}" for ext in ("svg", "png", "ico", "icns")} <= names
