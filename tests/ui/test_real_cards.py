"""Real cards through the window: whole games entered with the picker and with typed codes
(checked against ``replay`` of the deal file they leave), the keyboard, Undo, We're out of
cards, the new-game choice and saving the cards."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QWidget,
)

from tests.play import right as answer
from tests.ui.test_game_ui import scoreboard_rows, widget
from wildwest.commands import replay
from wildwest.controller import GameSetup
from wildwest.engine import new_game, play_out, shuffled_deal
from wildwest.ui.screens import card_picker

NAMES = ("Ann", "Ben", "Cy")


def whole_game(seed: int = 4821) -> list[list[str]]:
    """The cards of every turn of a shuffled two-pack game for three: what the class turns
    over, turn by turn."""
    final = play_out(new_game(shuffled_deal(list(NAMES), seed=seed)))
    return [[card.code for card in (turn.face, *turn.digits)] for turn in final.turns]


def start_real(window, mode: str = "auto", names: tuple[str, ...] = NAMES) -> None:
    assert window.controller.start(GameSetup(names=names, mode=mode, real_cards=True)) is None


def replayed_points(window) -> list[tuple[str, int]]:
    """The standings ``wildwest replay`` gives for the deal file the game left behind."""
    path = window.files_and_records.last_real_deal
    assert path is not None and path.is_file()
    return [(s["player"], s["points"]) for s in json.loads(replay(path))["standings"]]


@pytest.fixture
def answers(monkeypatch):
    """Every question the picker asks is answered yes; the questions are kept."""
    asked: list[tuple[str, str]] = []

    def ask(parent, title, question, detail, *, yes, no):
        asked.append((question, detail))
        return True

    monkeypatch.setattr(card_picker, "ask", ask)
    return asked


def test_a_whole_game_entered_with_the_picker_replays_to_the_same_scores(qtbot, make_window):
    """Three players, two packs: every turn clicked on the picker (Enter cards, the cards,
    Confirm) to the end; the scoreboard is the dealt game's, the last turn stays on the
    table, and the deal file left behind replays to the same standings."""
    window = make_window()
    start_real(window)
    draw = widget(window, QPushButton, "drawButton")
    confirm = widget(window, QPushButton, "confirmCardsButton")
    picker = widget(window, QWidget, "cardPicker")
    assert draw.text() == "&Enter cards"
    for codes in whole_game():
        qtbot.mouseClick(draw, Qt.MouseButton.LeftButton)
        assert picker.isVisible()
        for code in codes:
            button = widget(window, QPushButton, f"card_{code}")
            assert button.isEnabled() and button.minimumHeight() >= 44
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert confirm.isEnabled()
        qtbot.mouseClick(confirm, Qt.MouseButton.LeftButton)
        assert not picker.isVisible()
    expected = play_out(new_game(shuffled_deal(list(NAMES), seed=4821)))
    rows = list(zip(expected.players, expected.scores, strict=True))
    assert scoreboard_rows(window) == rows
    assert widget(window, QWidget, "gamePage").isVisible()
    assert widget(window, QPushButton, "resultsButton").isVisible()
    assert replayed_points(window) == rows


def test_a_whole_practice_game_typed_from_the_keyboard_replays_to_the_same_scores(
    qtbot, make_window
):
    """Keyboard only: Ctrl+D opens the picker on the codes box, the codes are typed (lower
    case, T for 10) and Enter confirms; the answer is typed and Enter checks it. The deal
    file left behind replays to the same standings."""
    window = make_window()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    start_real(window, "practice")
    codes_box = widget(window, QLineEdit, "cardCodesInput")
    factor = widget(window, QLineEdit, "factorInput")
    draw = widget(window, QPushButton, "drawButton")
    for codes in whole_game():
        qtbot.waitUntil(lambda: window.focusWidget() is draw)  # it moves with what is said
        qtbot.keyClick(window.focusWidget(), Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
        assert window.focusWidget() is codes_box
        qtbot.keyClicks(codes_box, " ".join(codes).lower().replace("10", "t"))
        qtbot.keyClick(codes_box, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: window.focusWidget() is factor)
        qtbot.keyClicks(factor, answer(window.controller.state.pending.number))
        qtbot.keyClick(factor, Qt.Key.Key_Return)
    state = window.controller.state
    assert state.is_over
    rows = list(zip(state.players, state.scores, strict=True))
    assert scoreboard_rows(window) == rows
    assert replayed_points(window) == rows


def test_the_grid_works_from_the_keyboard(qtbot, make_window):
    """Tab reaches the grid as one stop; arrows move (skipping cards gone from the packs),
    Enter picks, Backspace takes the last card off, and Ctrl+Enter confirms."""
    window = make_window()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    start_real(window, names=("Ann", "Ben"))
    window.controller.enter_cards("JS", ["2S", "5H"])  # 2♠ and 5♥ gone from the pack
    window.show_card_picker()
    codes_box = widget(window, QLineEdit, "cardCodesInput")
    assert window.focusWidget() is codes_box
    qtbot.keyClick(codes_box, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    ace = widget(window, QPushButton, "card_AS")
    assert window.focusWidget() is ace  # the grid comes before the codes box
    qtbot.keyClick(ace, Qt.Key.Key_Right)
    assert window.focusWidget() is widget(window, QPushButton, "card_3S")  # 2♠ skipped
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Left):
        qtbot.keyClick(window.focusWidget(), key)
    assert window.focusWidget() is widget(window, QPushButton, "card_2H")
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Up)
    assert window.focusWidget() is widget(window, QPushButton, "card_2H")  # 2♠ is gone
    for _ in range(12):
        qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Right)
    assert window.focusWidget() is widget(window, QPushButton, "card_JK")
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Return)
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Left)
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Return)  # K♠
    assert codes_box.text() == "JK KS"
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Backspace)
    assert codes_box.text() == "JK"
    for code in ("4D", "5C"):
        window.controller.pick_card(code)
    preview = widget(window, QLabel, "pickerPreview")
    assert preview.text() == "Joker asks for 2 digits: 4♦ 5♣ → 45"
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.state.turns[-1].number == 45


@pytest.mark.parametrize(
    ("codes", "message", "face_cards"),
    [
        ("KS 3S AH 10S", "K♠ asks for 4 digits; digit cards entered: 3.", "all"),
        (
            "4H 3S 5S",
            "4♥ is a digit card: the first card is the face card (a Jack, Queen, King or joker).",
            "all",
        ),
        (
            "QS 3S JK 5S",
            "Joker is a face card: after the face card come digit cards (Ace to 10).",
            "all",
        ),
        (
            "JS 3S 5H / QD 4D 3S 5D",  # a turn entered first, then the one refused
            "There is no 3♠ left: every one the packs hold (1) has been entered already.",
            "all",
        ),
        ("QH 4C TC 4C", "This turn has 4♣ 2 times, but the packs have only 1 of it left.", "all"),
        (
            "QH 4C TC 5C",
            "Q♥ is a Queen, but this game is played with Jacks and jokers only.",
            "jacks_only",
        ),
    ],
)
def test_a_refused_turn_says_why_on_the_picker_and_scores_nothing(
    qtbot, make_window, codes, message, face_cards
):
    """Enter with a wrong entry: the picker stays, its status line names the card (✗ and the
    bad tone), the status bar says it too, Confirm stays greyed out and nothing is scored."""
    window = make_window()
    setup = GameSetup(names=("Ann", "Ben"), real_cards=True, face_cards=face_cards)
    assert window.controller.start(setup) is None
    *first, codes = codes.split(" / ")
    for turn in first:
        assert window.controller.enter_cards_text(turn) is None
    window.show_card_picker()
    codes_box = widget(window, QLineEdit, "cardCodesInput")
    qtbot.keyClicks(codes_box, codes)
    assert not widget(window, QPushButton, "confirmCardsButton").isEnabled()
    qtbot.keyClick(codes_box, Qt.Key.Key_Return)
    status = widget(window, QLabel, "pickerStatus")
    assert status.text() == f"✗ {message}" and status.property("tone") == "bad"
    assert window.statusBar().currentMessage() == message
    assert window.pages.on_picker and len(window.controller.state.turns) == len(first)
    assert codes_box.text() == codes  # nothing lost: the cards can be put right


def test_a_card_the_packs_no_longer_hold_is_greyed_out(make_window):
    """One pack: once 3♠ is entered its button is greyed out and says why; a King is greyed out
    when house rule no_kings leaves the Kings out."""
    window = make_window()
    start_real(window, names=("Ann", "Ben"))
    window.controller.enter_cards("JS", ["3S", "5H"])
    three = widget(window, QPushButton, "card_3S")
    assert not three.isEnabled() and three.accessibleName() == "Three of spades (3S): none left"
    assert widget(window, QPushButton, "card_JK").accessibleName() == "Joker (JK): 2 left"
    window.controller.start(GameSetup(names=("Ann", "Ben"), real_cards=True, face_cards="no_kings"))
    king = widget(window, QPushButton, "card_KD")
    assert not king.isEnabled() and "not in this game" in king.accessibleName()


def test_undo_names_the_turn_asks_first_and_takes_it_back(qtbot, make_window, answers, monkeypatch):
    """Undo last turn (the picker's button, and Ctrl+Z in the Game menu) asks with the turn's
    number, player, cards, number and points; yes takes it back; a no keeps it."""
    window = make_window()
    start_real(window, names=("Ann", "Ben"))
    window.controller.enter_cards("JK", ["3D", "3C"])
    window.controller.enter_cards("KS", ["3S", "AS", "10S", "5S"])
    window.show_card_picker()
    undo = widget(window, QPushButton, "undoTurnButton")
    assert undo.isEnabled()
    qtbot.mouseClick(undo, Qt.MouseButton.LeftButton)
    question, detail = answers[-1]
    assert question == "Undo turn 2: Ben's K♠ 3♠ A♠ 10♠ 5♠ (3105, 15 points)?"
    assert "Ben enters the cards again" in detail
    assert scoreboard_rows(window) == [("Ann", 2), ("Ben", 0)]
    assert window.pages.on_picker  # Ben enters the cards again
    window.show_card_picker()
    assert (
        window.game_actions.undo_action.isVisible() and window.game_actions.undo_action.isEnabled()
    )
    assert window.game_actions.undo_action.shortcut().toString() == "Ctrl+Z"
    monkeypatch.setattr(card_picker, "ask", lambda *args, **kwargs: False)
    window.game_actions.undo_action.trigger()
    assert scoreboard_rows(window) == [("Ann", 2), ("Ben", 0)]


def test_we_are_out_of_cards_asks_then_ends_with_the_last_turn_on_the_table(
    qtbot, make_window, answers
):
    """We're out of cards (on the picker) asks first, then the game is over: the table with
    See the results, and the results say why it ended; Undo from the results brings the
    game back to the table."""
    window = make_window()
    start_real(window, names=("Ann", "Ben"))
    window.controller.enter_cards("JS", ["3S", "5H"])
    window.show_card_picker()
    qtbot.mouseClick(widget(window, QPushButton, "outOfCardsButton"), Qt.MouseButton.LeftButton)
    assert answers[-1][0] == "We're out of cards: end the game now?"
    assert widget(window, QWidget, "gamePage").isVisible()
    results = widget(window, QPushButton, "resultsButton")
    qtbot.mouseClick(results, Qt.MouseButton.LeftButton)
    assert widget(window, QLabel, "endReasonLabel").text() == "The players ran out of cards."
    assert widget(window, QLabel, "winnerLabel").text() == "Ann wins!"
    # From the results: the last turn goes, the game goes on.
    window.game_actions.undo_action.trigger()
    assert answers[-1][0] == "Undo turn 1: Ann's J♠ 3♠ 5♥ (35, 4 points)?"
    assert widget(window, QWidget, "gamePage").isVisible()
    assert widget(window, QPushButton, "drawButton").isEnabled()


def test_undo_and_out_of_cards_belong_to_real_cards_games_only(make_window):
    """In a game the app deals the Game menu has no Undo last turn or We're out of cards, and
    Draw is Draw; Save the cards as a deal file is only there with real cards."""
    window = make_window(shuffled_deal(["Ann", "Ben"], seed=1).to_dict())
    assert (
        not window.game_actions.undo_action.isVisible()
        and not window.game_actions.out_action.isVisible()
    )
    assert widget(window, QPushButton, "drawButton").text() == "&Draw"
    assert not window.file_actions.save_deal_action.isVisible()
    start_real(window)
    assert (
        window.game_actions.undo_action.isVisible()
        and not window.game_actions.undo_action.isEnabled()
    )
    assert window.file_actions.save_deal_action.isVisible()
    assert not window.file_actions.save_deal_action.isEnabled()  # no cards yet


def test_the_new_game_screen_offers_real_cards(qtbot, make_window):
    """New game → We play with real cards → Start: a real-cards game for the players typed."""
    window = make_window()
    view = window.pages.new_game_view
    view.name_edits[0].setText("Ann")
    view.name_edits[1].setText("Ben")
    choice = widget(window, QWidget, "dealRealCards")
    choice.setChecked(True)
    assert "the app keeps score" in widget(window, QLabel, "turnsPreview").text()
    qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    state = window.controller.state
    assert state is not None and state.real_cards and state.players == ("Ann", "Ben")


def test_start_from_the_menu_bar_moves_the_focus_once_to_enter_cards(qtbot, make_window, focus_log):
    """Alt+R (We play with real cards), Alt alone (the menu bar takes the keyboard), Alt+S
    (Start game): the focus goes straight to Enter cards. The menu bar is not made to let
    go of it first: Qt's AT-SPI bridge reports a focus let go as a focus on the widget that
    let go, so Orca said "menu bar" between Start and Enter cards."""
    window = make_window()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(widget(window, QWidget, "dealRealCards").isChecked)  # a click, animated
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Alt)
    assert QApplication.focusWidget() is window.menuBar()
    focus_log.clear()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)
    draw = widget(window, QPushButton, "drawButton")
    qtbot.waitUntil(draw.hasFocus)
    assert window.controller.state is not None and window.controller.state.real_cards
    assert focus_log == [draw]


def test_new_game_after_a_real_cards_game_offers_real_cards_again(make_window):
    """New game… from a real-cards game has We play with real cards chosen; from a dealt
    game, a new shuffle."""
    window = make_window()
    start_real(window, names=("Ann", "Ben"))
    window.show_new_game()
    assert widget(window, QWidget, "dealRealCards").isChecked()
    window.controller.start(GameSetup(names=("Ann", "Ben")))
    window.show_new_game()
    assert not widget(window, QWidget, "dealRealCards").isChecked()
    assert window.pages.new_game_view.deal_random.isChecked()


def test_save_the_cards_as_a_deal_file_from_the_file_menu(make_window, monkeypatch, tmp_path):
    """File → Save the cards as a deal file… writes the cards entered so far where the teacher
    chooses (.json added), and replay reads it."""
    window = make_window()
    start_real(window, names=("Ann", "Ben"))
    window.controller.enter_cards("KS", ["3S", "AH", "10S", "5S"])
    target = tmp_path / "our cards"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *args, **kwargs: (str(target), ""))
    )
    assert window.file_actions.save_deal_action.isEnabled()
    assert window.file_actions.save_deal()
    data = json.loads(replay(tmp_path / "our cards.json"))
    assert data["turns"][0]["number"] == 3105 and data["turns"][0]["points"] == 12


def test_typing_in_the_codes_box_keeps_the_focus_and_the_table(qtbot, make_window):
    """While codes are typed only the picker is laid out again: the focus stays in the box."""
    window = make_window()
    start_real(window, names=("Ann", "Ben"))
    window.show_card_picker()
    codes_box = widget(window, QLineEdit, "cardCodesInput")
    qtbot.keyClicks(codes_box, "qh 2h")
    assert window.focusWidget() is codes_box and codes_box.text() == "qh 2h"
    assert widget(window, QLabel, "pickerPreview").text() == "Q♥ asks for 3 digits: 2♥ …"
    qtbot.mouseClick(widget(window, QPushButton, "card_3D"), Qt.MouseButton.LeftButton)
    assert codes_box.text() == "qh 2h 3D"
    back = widget(window, QPushButton, "backToTableButton")
    qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
    assert widget(window, QWidget, "gamePage").isVisible()
    window.show_card_picker()
    assert codes_box.text() == "qh 2h 3D"  # kept while the table was looked at


def test_the_questions_are_plain_text_and_keep_by_default():
    """A name with markup in the question shows as typed; Esc and the default keep the turn."""
    box = card_picker.question_box(
        None, "Undo last turn", "Undo turn 1: <b>Bo</b>'s J♠?", "<i>x</i>", yes="&Undo", no="&Keep"
    )
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in box.findChildren(QLabel))
    assert box.defaultButton().objectName() == "noButton"
    assert box.escapeButton().objectName() == "noButton"
    assert isinstance(box, QMessageBox)


def test_the_suits_rows_are_named_in_german_where_they_fit(qtbot, make_window):
    """In German the rows read ♠ Pik … ♣ Kreuz on a wide window, and ♠ P … ♣ KR (the
    letters typed, explained in the hint under the codes box) where the names would not
    fit; a screen reader hears the suit's name either way. Picking D♥ types DH."""
    from wildwest.ui.window.language import install, uninstall

    assert install("de") is None
    try:
        window = make_window()
        window.resize(1900, 1000)
        start_real(window)
        window.show_card_picker()
        picker = window.pages.card_picker
        grid = picker.grid
        qtbot.waitUntil(lambda: grid.named_rows)
        rows = [widget(window, QLabel, f"suitRow{row}") for row in range(4)]
        assert [label.text() for label in rows] == ["♠\nPik", "♥\nHerz", "♦\nKaro", "♣\nKreuz"]
        assert [label.accessibleName() for label in rows] == ["Pik", "Herz", "Karo", "Kreuz"]
        assert "KA = Karo" in picker.codes_hint.text()
        assert picker.codes_hint.text() in picker.codes.accessibleDescription()
        assert picker.codes.placeholderText() == "z. B. KP 3P AH 10P 5P"
        window.resize(700, 600)
        qtbot.waitUntil(lambda: not grid.named_rows)
        assert [label.text() for label in rows] == ["♠\nP", "♥\nH", "♦\nKA", "♣\nKR"]
        assert [label.accessibleName() for label in rows] == ["Pik", "Herz", "Karo", "Kreuz"]
        qtbot.mouseClick(grid.buttons["QH"], Qt.MouseButton.LeftButton)
        assert grid.buttons["QH"].text() == "D♥" and picker.codes.text() == "DH"
    finally:
        uninstall()
