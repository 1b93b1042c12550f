"""Printed sheets: the score sheet and the deal sheet with its answer key, rendered to PDF."""

from __future__ import annotations

import re

from PySide6.QtPrintSupport import QPrintPreviewDialog
from PySide6.QtWidgets import QFileDialog

from wildwest.engine import Mode, new_game, play_out, shuffled_deal
from wildwest.present.presenter import result_explanation
from wildwest.present.sheets import deal_sheet, score_sheet
from wildwest.ui.printing import deal_sheet_html, make_document, score_sheet_html, write_pdf

from .test_files import play_turns

DEAL = shuffled_deal(["Ann", "Ben", "Cy"], seed=4821)


def pdf_pages(path) -> int:
    return len(re.findall(rb"/Type\s*/Page(?!s)", path.read_bytes()))


def test_the_score_sheet_prints_to_pdf_with_the_scores_and_turns(tmp_path):
    """A finished game's score sheet: a PDF file, and a document naming the winner, every
    player's points and every turn's number."""
    final = play_out(new_game(DEAL, Mode.AUTO))
    html = score_sheet_html(score_sheet(final))
    target = tmp_path / "score sheet.pdf"
    assert write_pdf(html, target) is None
    assert target.read_bytes().startswith(b"%PDF")
    assert pdf_pages(target) >= 1
    text = make_document(html).toPlainText()
    assert "Wild West score sheet" in text
    assert "Deal code 4821, 2 packs · Auto mode" in text
    assert result_explanation(final.result(), final.players) in text
    for standing in final.standings():
        assert standing.name in text
    for turn in final.turns:
        assert str(turn.number) in text


def test_a_score_sheet_of_a_game_just_started_says_so():
    """No turns yet: the sheet says the game is in progress and that no turns are played."""
    text = make_document(score_sheet_html(score_sheet(new_game(DEAL)))).toPlainText()
    assert "Game in progress: 0 turns played." in text
    assert "No turns played yet." in text


def test_the_deal_sheet_has_the_card_order_and_an_answer_key(tmp_path):
    """The deal sheet: both piles in order (top first), then, on a new page, the answer key
    with the correct game's turns and final scores."""
    sheet = deal_sheet(DEAL)
    html = deal_sheet_html(sheet)
    target = tmp_path / "deal 4821.pdf"
    assert write_pdf(html, target) is None
    assert target.read_bytes().startswith(b"%PDF")
    assert pdf_pages(target) >= 2
    text = make_document(html).toPlainText()
    setup, key = text.split("Answer key", 1)
    assert "Wild West: deal 4821" in setup
    assert f"Face pile ({len(DEAL.face_pile)} cards)" in setup
    assert f"1. {DEAL.face_pile[0].symbol}" in setup
    assert f"Digit pile ({len(DEAL.digit_pile)} cards)" in setup
    final = play_out(new_game(DEAL))
    assert result_explanation(final.result(), final.players) in key
    for turn in sheet.turns:
        assert turn.factorisation in key
    assert key.count("×") >= len(final.turns)


def test_names_are_printed_as_text_not_markup():
    """A name with < and & prints as typed."""
    deal = shuffled_deal(["<b>Ann</b>", "Ben & Co"], seed=2)
    text = make_document(deal_sheet_html(deal_sheet(deal))).toPlainText()
    assert "<b>Ann</b>" in text and "Ben & Co" in text


def test_a_pdf_that_cannot_be_written_says_why(tmp_path):
    """Writing a PDF into a folder that is not there returns a one-line reason."""
    problem = write_pdf("<p>x</p>", tmp_path / "missing" / "sheet.pdf")
    assert problem is not None and problem.startswith("sheet.pdf could not be written")
    assert "\n" not in problem


def test_save_sheet_as_pdf_from_the_file_menu(qtbot, make_window, monkeypatch, tmp_path):
    """File → Save sheet as PDF writes the chosen sheet of the game on the table."""
    window = make_window(DEAL.to_dict(), "practice")
    play_turns(qtbot, window, 2)
    target = tmp_path / "today"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    window.file_actions.score_pdf_action.trigger()
    written = target.with_suffix(".pdf")
    assert written.read_bytes().startswith(b"%PDF")
    assert window.statusBar().currentMessage() == "Saved today.pdf"
    written.unlink()
    window.file_actions.deal_pdf_action.trigger()
    assert pdf_pages(written) >= 2


def test_the_print_preview_is_built_for_either_sheet(make_window):
    """Print… builds a print preview of the chosen sheet (not opened here)."""
    window = make_window(DEAL.to_dict())
    preview = window.file_actions.make_preview("deal")
    assert isinstance(preview, QPrintPreviewDialog)
    assert preview.windowTitle() == "Deal sheet — Wild West"
    preview.deleteLater()
    empty = make_window()
    assert empty.file_actions.make_preview("score") is None
