"""Help → Rules follows RULES.md; the crash path logs, tells the pupil and keeps the game."""

from __future__ import annotations

import logging

import pytest

from wildwest.ui.dialogs.crash import CrashReporter
from wildwest.ui.dialogs.help import RULES_HTML, RulesDialog


def test_in_app_rules_state_every_rule_of_rules_md():
    """The pupils' rules give the same numbers and choices as RULES.md."""
    text = " ".join(RULES_HTML.split())
    for fact in (
        "Jack or Joker → 2",
        "Queen → 3",
        "King → 4",  # face values
        "Ace = 1",
        "Ten = 0",  # digit values
        "07, which is just 7",  # leading zeros [decision]
        "0 and 1 have no prime factors",  # [decision]
        "+1 point",
        "0 points",  # claims
        "1 match ×2, 2 matches ×3, 3 matches ×4, 4 matches ×5",  # multipliers
        "A Joker has no suit",  # jokers
        "0 points</b>, unless you steal",
        "each prime factor of your number that another player holds is taken",
        "Prime factors of your number that you already hold count <b>+1</b>",  # steals
        "(0 + 1 + 1) × 4 = <b>8 points</b>",
        "(1 + 1 + 1) × 5 = <b>15 points</b>",  # example
        "largest prime",
        "share the win",  # winners
        "Equal turns",
        "Steals cost points",  # house rules
        "<b>Face cards</b> (usually all of them)",
        "only Jacks, Queens and Jokers (numbers of 2 and 3 digits)",
        "only Jacks and Jokers (numbers of 2 digits)",  # face_cards
        "not enough digit cards left",  # short digit pile [decision]
        "7 players can share one pack",
        "Practice",
        "Challenge",
        "Auto",
        "none",  # modes and answers
    ):
        assert fact in text, fact


def test_in_app_rules_say_what_rules_md_says_about_real_cards():
    """The pupils' rules for real cards use RULES.md's own words: what is refused, that
    nothing is scored, and that the cards entered are the game's deal."""
    text = " ".join(RULES_HTML.split())
    for fact in (
        "Each turn you enter the face card and the digit cards you turned over",
        "the app scores the turn by the rules above",
        "A card entered more often than the packs hold, a digit card as the face card, a "
        "face card among the digits, or the wrong number of digits is refused with a "
        "message, and nothing is scored.",
        "face cards rule leaves out",  # the house rule refuses its left-out face cards too
        "The cards entered, in order, are the game's deal: it can be saved as a deal file "
        "and replayed.",
        "<b>Enter cards</b>",
        "<b>Confirm</b>",
        "<code>KS 3S AH 10S 5S</code>",
        "T is 10",
        "<b>Undo last turn</b>",
        "<b>We're out of cards</b>",
    ):
        assert fact in text, fact


def test_in_app_rules_say_what_rules_md_says_about_feedback_and_hints():
    """RULES.md "Feedback and hints never do the pupil's work", in the pupils' words: the
    kind of mistake, a clue for a composite, no product or division the pupil did not
    write, three one-step hints naming at most one prime and never the last step, earlier
    hints kept, only Give up shows the answer (and asks first), and then nothing is
    claimed."""
    text = " ".join(RULES_HTML.split())
    for fact in (
        "what kind of mistake it is, without doing the work for you",
        '"10 is not prime: it is even, so it can still be split"',
        "never writes a product or a division you did not write",
        "up to three <b>hints</b>, one step each: a divisibility rule, then a prime to try, "
        "then one division and what it leaves",
        "names at most one prime and never does the last step for you",
        '"Divide 58 by 2. Is what is left prime?"',
        "Each hint stays on show under the next one",
        "Only <b>Give up</b> shows the answer: it asks first, and then you claim nothing",
    ):
        assert fact in text, fact
    assert "9 = 3 × 3" not in text


@pytest.mark.parametrize("code", ["en", "de", "fr", "es"])
def test_the_rules_windows_title_names_the_game_once(code, qtbot):
    """ "Wild West — Rules — Wild West": Qt adds the app's name to a title that does not
    end with it (Linux), so ours end with it, in every language; the first start's offer
    too."""
    from wildwest.ui.tutorial.offer import offer_box
    from wildwest.ui.window.language import install, uninstall

    assert install(code) is None
    try:
        dialog = RulesDialog()
        qtbot.addWidget(dialog)
        box = offer_box(None)
        qtbot.addWidget(box)
        for title in (dialog.windowTitle(), box.windowTitle()):
            assert title.endswith("Wild West") and title.count("Wild West") == 1, title
    finally:
        uninstall()


def test_rules_dialog_shows_the_rules(qtbot):
    """Help → Rules opens a readable, non-modal window with the rules."""
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    assert "How to play Wild West" in dialog.browser.toPlainText()
    assert not dialog.isModal()


@pytest.mark.logs_errors("the crash path logs the error it shows")
def test_an_unexpected_error_is_logged_and_shown_without_blocking(qtbot, caplog):
    """The exception hook logs the traceback and opens one friendly, non-modal message."""
    from PySide6.QtWidgets import QWidget

    parent = QWidget()
    qtbot.addWidget(parent)
    reporter = CrashReporter(parent)
    try:
        raise RuntimeError("boom")
    except RuntimeError as error:
        with caplog.at_level(logging.ERROR, logger="wildwest.crash"):
            reporter(type(error), error, error.__traceback__)
            reporter(type(error), error, error.__traceback__)
    assert reporter.count == 2
    assert "boom" in caplog.text and "Traceback" in caplog.text
    box = reporter._box
    assert box is not None and box.isVisible() and "game is safe" in box.text()
    box.close()
