"""Printed sheets: the score sheet and the deal sheet with its answer key, rendered to PDF."""

from __future__ import annotations

import os
import re
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QPageLayout, QPageSize
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QFileDialog

from tests.full_disk import file_size_limit, needs_file_size_limits
from wildwest.engine import Mode, new_game, play_out, shuffled_deal
from wildwest.present.file_menu import SheetJob
from wildwest.present.results import result_explanation
from wildwest.present.sheets import deal_sheet, score_sheet
from wildwest.ui.files.printing import (
    MIN_NAME_POINTS,
    PrintedSheet,
    broken_words,
    deal_sheet_html,
    deal_sheet_print,
    lay_out,
    make_document,
    new_printer,
    row_pages,
    score_sheet_html,
    score_sheet_print,
    turn_tables,
    write_pdf,
)

from .test_files import play_turns

ROOT = Path(__file__).resolve().parents[2]
DEAL = shuffled_deal(["Ann", "Ben", "Cy"], seed=4821)


def pdf_pages(path) -> int:
    return len(re.findall(rb"/Type\s*/Page(?!s)", path.read_bytes()))


def test_the_score_sheet_prints_to_pdf_with_the_scores_and_turns(tmp_path):
    """A finished game's score sheet: a PDF file, and a document naming the winner, every
    player's points and every turn's number."""
    final = play_out(new_game(DEAL, Mode.AUTO))
    html = score_sheet_html(score_sheet(final))
    target = tmp_path / "score sheet.pdf"
    assert write_pdf(score_sheet_print(score_sheet(final)), target) is None
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
    assert write_pdf(deal_sheet_print(sheet), target) is None
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
    problem = write_pdf(
        PrintedSheet(lambda fit: "<p>x</p>", ()), tmp_path / "missing" / "sheet.pdf"
    )
    assert problem is not None and problem.startswith("sheet.pdf could not be written")
    assert "\n" not in problem


PDF_ONTO = """
import sys
from PySide6.QtWidgets import QApplication
from wildwest.engine import shuffled_deal
from wildwest.present.sheets import deal_sheet
from wildwest.ui.files.printing import deal_sheet_print, write_pdf

app = QApplication([])
sheet = deal_sheet_print(deal_sheet(shuffled_deal(["Ann", "Ben"], seed=3)))
problem = write_pdf(sheet, sys.argv[1])
print("PROBLEM " + str(problem), flush=True)
"""


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_pdf_onto_a_named_pipe_is_refused_at_once(tmp_path):
    """Issue 28: Save sheet as PDF onto a named pipe waited forever for a reader; now it is
    refused at once, as every other writer refuses a pipe (a hang fails this test, in a
    child with a time limit, not the run)."""
    pipe = tmp_path / "sheet.pdf"
    os.mkfifo(pipe)
    try:
        done = subprocess.run(
            [sys.executable, "-c", PDF_ONTO, str(pipe)],
            capture_output=True,
            text=True,
            timeout=60,
            cwd=ROOT,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
            check=False,
        )
    except subprocess.TimeoutExpired:
        pytest.fail("writing a PDF onto a named pipe hung")
    assert done.returncode == 0, done.stderr
    assert (
        "PROBLEM sheet.pdf could not be written: something that is not a file (a pipe or a "
        "device) has that name" in done.stdout
    ), done.stdout
    assert stat.S_ISFIFO(os.lstat(pipe).st_mode)


@needs_file_size_limits
def test_a_full_disk_keeps_the_old_pdf_and_says_so(tmp_path):
    """Issue 28: on a full disk the old PDF was replaced by a cut-off file and the status bar
    said "Saved". Now the old PDF stays whole, nothing is left beside it, and the message
    says plainly that the sheet was not saved and the old file is unchanged."""
    target = tmp_path / "deal sheet.pdf"
    small = PrintedSheet(lambda fit: "<p>an older sheet</p>", ())
    assert write_pdf(small, target) is None
    before = target.read_bytes()
    assert before.rstrip().endswith(b"%%EOF")
    with file_size_limit(4096):
        problem = write_pdf(deal_sheet_print(deal_sheet(DEAL)), target)
    assert problem is not None and problem.startswith("deal sheet.pdf could not be written")
    assert "disk full?" in problem and "unchanged" in problem and "\n" not in problem
    assert target.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deal sheet.pdf"]


def test_a_pdf_is_checked_whole_before_it_counts_as_written():
    """A PDF counts as written only with its header, its cross-reference table where the end
    says it is, and %%EOF: a cut-off or empty one is not a PDF."""
    from wildwest.ui.files.printing import pdf_problem

    whole = b"%PDF-1.4\n1 0 obj\n<<>>\nendobj\nxref\n0 1\ntrailer\n<<>>\nstartxref\n29\n%%EOF\n"
    assert whole[29:33] == b"xref"
    assert pdf_problem(whole) is None
    for broken in (b"", whole[: 4096 % len(whole)], whole[:-7], whole.replace(b"29\n%", b"30\n%")):
        assert pdf_problem(broken) is not None


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


def test_the_print_preview_is_built_for_either_sheet(make_window, monkeypatch):
    """Print… asks the files and records for the sheet, which they push back, and a print
    preview of it is built (not opened here); with no game there is nothing to print."""
    window = make_window(DEAL.to_dict())
    jobs: list[SheetJob] = []
    monkeypatch.setattr(window.file_actions, "open_preview", jobs.append)
    window.file_actions.print_deal_action.trigger()
    assert [(job.kind, job.purpose) for job in jobs] == [("deal", "preview")]
    preview = window.file_actions.make_preview(jobs[0])
    assert isinstance(preview, QPrintPreviewDialog)
    assert preview.windowTitle() == "Deal sheet — Wild West"
    preview.deleteLater()
    empty = make_window()
    assert not empty.file_actions.print_action.isEnabled()
    assert empty.file_actions.make_preview(SheetJob("score", "preview", None)) is None


LONG_NAMES = [
    "Devendra",
    "Bartholomew-Alexander",
    "Anastasia",
    "Christopher",
    "Jean-Baptiste",
    "Konstantinos",
    "Guadalupe",
    "Maximilian",
    "Wolfgang Amadeus",
    "Alexandrina",
    "Persephone",
    "Montgomery",
    "Evangeline",
    "Ferdinand",
]


def pdf_printer(page: QPageSize.PageSizeId, orientation=QPageLayout.Orientation.Portrait):
    printer = new_printer()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setPageSize(QPageSize(page))
    printer.setPageOrientation(orientation)
    return printer


def split_rows(document) -> list[int]:
    """The turn rows (0 = the first) whose top and bottom are on different pages."""
    split, turn = [], 0
    for table in turn_tables(document):
        for row in range(1, table.rows()):
            top, bottom = row_pages(document, table, row)
            if top != bottom:
                split.append(turn)
            turn += 1
    return split


def fourteen_player_sheets():
    final = play_out(new_game(shuffled_deal(LONG_NAMES, seed=4821), Mode.AUTO))
    return score_sheet_print(score_sheet(final)), deal_sheet_print(deal_sheet(final.deal))


@pytest.mark.parametrize(
    ("page", "orientation"),
    [
        (QPageSize.PageSizeId.A4, QPageLayout.Orientation.Portrait),
        (QPageSize.PageSizeId.Letter, QPageLayout.Orientation.Portrait),
        (QPageSize.PageSizeId.A5, QPageLayout.Orientation.Portrait),
        (QPageSize.PageSizeId.A4, QPageLayout.Orientation.Landscape),
    ],
)
def test_no_name_breaks_mid_word_and_no_row_is_split_across_pages(page, orientation):
    """Issue 11, item 13: "Devendra" broke mid-word and a row was split across two pages.
    Laid out on the printer's pages, no line of any cell ends inside a word and every
    turn's row is on one page; every turn is still printed, in order."""
    printer = pdf_printer(page, orientation)
    for sheet in fourteen_player_sheets():
        naive = make_document(sheet.html(), device=printer)
        document = lay_out(sheet, printer)
        assert broken_words(document) == []
        assert split_rows(document) == []
        turns = sum(t.rows() - 1 for t in turn_tables(document))
        assert turns == sum(t.rows() - 1 for t in turn_tables(naive)) > 50
        if document.pageCount() > naive.pageCount():
            assert "Turn by turn (continued)" in document.toPlainText()


def test_the_sheets_of_a_long_game_did_split_rows_before_they_were_fitted():
    """The fitting is needed: laid out as it comes, A5 splits rows (so the test above can
    fail)."""
    printer = pdf_printer(QPageSize.PageSizeId.A5)
    score, _deal = fourteen_player_sheets()
    assert split_rows(make_document(score.html(), device=printer)) != []


@pytest.mark.parametrize("page", [QPageSize.PageSizeId.A4, QPageSize.PageSizeId.Letter])
def test_a_name_too_wide_for_its_column_is_printed_smaller_not_broken(page):
    """24 of the widest letter (the longest name there can be): printed smaller, never
    below the minimum, and whole."""
    names = ["W" * 24, "M" * 24, "Ann"]
    final = play_out(new_game(shuffled_deal(names, seed=9), Mode.AUTO))
    printer = pdf_printer(page)
    sheet = score_sheet_print(score_sheet(final))
    assert any(
        text in names for text, _line in broken_words(make_document(sheet.html(), device=printer))
    )
    document = lay_out(sheet, printer)
    assert broken_words(document) == []
    html = document.toHtml()
    assert "font-size" in html
    sizes = [float(x) for x in re.findall(r"font-size:([0-9.]+)pt", html.replace(" ", ""))]
    assert min(sizes) >= MIN_NAME_POINTS
    assert "Ann" in document.toPlainText()


def test_a_real_cards_game_prints_its_score_sheet_and_the_cards_entered(tmp_path):
    """Real cards: the score sheet prints to PDF and says how the game was played, with every
    turn; the deal sheet of the cards entered lists them in order, with its answer key."""
    from wildwest.engine import OutOfCards, PlayCards, apply, played_deal, real_cards_deal

    state = new_game(real_cards_deal(["Ann", "Ben", "Cy"], packs=2), real_cards=True)
    for turn in play_out(new_game(DEAL)).turns[:5]:
        state, _ = apply(state, PlayCards(turn.face, turn.digits))
    state, _ = apply(state, OutOfCards())
    target = tmp_path / "score sheet.pdf"
    assert write_pdf(score_sheet_print(score_sheet(state)), target) is None
    assert target.read_bytes().startswith(b"%PDF") and pdf_pages(target) >= 1
    text = make_document(score_sheet_html(score_sheet(state))).toPlainText()
    assert "Played with real cards, 2 packs · Auto mode" in text
    assert "Game over after 5 turns." in text
    for turn in state.turns:
        assert str(turn.number) in text
    sheet = deal_sheet(played_deal(state), real_cards=True)
    assert sheet.title == "Wild West: the cards of a game with real cards"
    assert sheet.face_pile == tuple(turn.face.symbol for turn in state.turns)
    assert write_pdf(deal_sheet_print(sheet), tmp_path / "cards.pdf") is None
    key = make_document(deal_sheet_html(sheet)).toPlainText().split("Answer key", 1)[1]
    for standing in state.standings():
        assert f"{standing.name}" in key and str(standing.points) in key
