"""Printed sheets on their pages (issue 27, point 9): every page of a sheet of more than one
page says which game it is of and its page number, and the paper is the printer's or the
locale's (Letter in the United States), not always A4."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QPageSize
from PySide6.QtPrintSupport import QPrinterInfo

from wildwest.engine import Mode, new_game, play_out, shuffled_deal
from wildwest.present.sheets import deal_sheet, score_sheet
from wildwest.ui.files import printing
from wildwest.ui.files.printing import (
    default_paper,
    header_band,
    lay_out,
    running_header,
    score_sheet_print,
    write_pdf,
)

from .test_printing import LONG_NAMES, pdf_pages, pdf_printer


@pytest.fixture
def headers(monkeypatch) -> list[str]:
    """The running headers printed, in order."""
    printed: list[str] = []
    monkeypatch.setattr(
        printing, "_draw_header", lambda _painter, _rect, text: printed.append(text)
    )
    return printed


def long_game():
    return play_out(new_game(shuffled_deal(LONG_NAMES, seed=4821), Mode.AUTO))


@pytest.mark.parametrize("kind", ["score", "deal"])
def test_every_page_of_a_long_sheet_says_its_game_and_page_number(tmp_path, headers, kind):
    """14 players' sheet runs over several pages: each page, the first too, is headed
    "Wild West — deal 4821 — page N of M" (pages after the first had no title and no
    number)."""
    final = long_game()
    sheet = (
        score_sheet_print(score_sheet(final))
        if kind == "score"
        else printing.deal_sheet_print(deal_sheet(final.deal))
    )
    target = tmp_path / "sheet.pdf"
    assert write_pdf(sheet, target, QPageSize.PageSizeId.A4) is None
    pages = pdf_pages(target)
    assert pages >= 2
    assert headers == [f"Wild West — deal 4821 — page {n} of {pages}" for n in range(1, pages + 1)]


def test_a_sheet_of_one_page_has_no_running_header(tmp_path, headers):
    """A short game's sheet fits one page: no "page 1 of 1" over its title."""
    deal = shuffled_deal(["Ann", "Ben"], seed=7)
    state = new_game(deal, Mode.AUTO)
    target = tmp_path / "short.pdf"
    assert write_pdf(score_sheet_print(score_sheet(state)), target) is None
    assert pdf_pages(target) == 1 and headers == []


def test_the_header_has_its_own_band_above_the_page_contents():
    """The sheet is laid out below the header's band, so the header never covers a line."""
    printer = pdf_printer(QPageSize.PageSizeId.A4)
    document = lay_out(score_sheet_print(score_sheet(long_game())), printer)
    band = header_band(printer)
    assert band > 0
    assert document.pageSize().height() == pytest.approx(printer.height() - band)


def test_the_running_header_names_the_game_or_says_none():
    """A hand-made deal and a game with real cards have no deal code: they say so."""
    assert running_header("deal 7", 2, 3) == "Wild West — deal 7 — page 2 of 3"
    assert running_header("", 1, 2) == "Wild West — page 1 of 2"
    assert running_header("deal 7", 1, 1) == ""
    from wildwest.engine import parse_deal, real_cards_deal

    hand_made = parse_deal(
        {"players": ["Ann", "Ben"], "face_pile": ["JS"], "digit_pile": ["3S", "5S"]}
    )
    assert score_sheet(new_game(hand_made)).game == "a hand-made deal"
    real = new_game(real_cards_deal(["Ann", "Ben"], packs=1), real_cards=True)
    assert score_sheet(real).game == "a game with real cards"
    assert deal_sheet(shuffled_deal(["Ann", "Ben"], seed=12)).game == "deal 12"


@pytest.mark.parametrize(
    ("language", "territory", "paper"),
    [
        (QLocale.Language.English, QLocale.Country.UnitedStates, QPageSize.PageSizeId.Letter),
        (QLocale.Language.French, QLocale.Country.Canada, QPageSize.PageSizeId.Letter),
        (QLocale.Language.Spanish, QLocale.Country.Mexico, QPageSize.PageSizeId.Letter),
        (QLocale.Language.English, QLocale.Country.UnitedKingdom, QPageSize.PageSizeId.A4),
        (QLocale.Language.German, QLocale.Country.Germany, QPageSize.PageSizeId.A4),
        (QLocale.Language.Spanish, QLocale.Country.Spain, QPageSize.PageSizeId.A4),
    ],
)
def test_with_no_printer_the_paper_is_the_locales(language, territory, paper):
    """No printer set up: Letter where Letter is sold, A4 elsewhere."""
    assert default_paper(QLocale(language, territory), QPrinterInfo()) == paper


def test_a_pdf_is_made_on_the_default_paper(tmp_path, monkeypatch):
    """Save sheet as PDF uses the default paper (it was always A4): Letter is 612 × 792
    points."""
    monkeypatch.setattr(printing, "default_paper", lambda *a: QPageSize.PageSizeId.Letter)
    target = tmp_path / "letter.pdf"
    assert write_pdf(score_sheet_print(score_sheet(long_game())), target) is None
    found = re.findall(rb"/MediaBox\s*\[\s*0 0 ([0-9.]+) ([0-9.]+)\s*\]", target.read_bytes())
    assert {(float(width), float(height)) for width, height in found} == {(612.0, 792.0)}
