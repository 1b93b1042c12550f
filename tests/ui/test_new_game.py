"""The new-game screen: house rules for younger pupils, deal files, locks, remembered names,
and Alt-keys that are never used twice."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QMenuBar, QWidget

from tests.ui.alt_keys import mnemonic
from wildwest.engine import shuffled_deal
from wildwest.persistence.settings_schema import GAME_FACE_CARDS, PLAYERS_NAMES


def screen(window):
    window.show_new_game()
    return window.findChild(QWidget, "newGameView")


def test_every_alt_key_on_the_new_game_screen_is_used_once(make_window):
    """No Alt+letter is shared by two controls, or by a control and a menu (issue 18)."""
    window = make_window(None)
    view = screen(window)
    letters = [
        mnemonic(w.text())
        for kind in (QAbstractButton, QLabel)
        for w in view.findChildren(kind)
        if w.isVisibleTo(view) and mnemonic(w.text())
    ]
    menus = [mnemonic(a.text()) for a in window.findChild(QMenuBar).actions() if a.text()]
    assert len(letters) == len(set(letters)), letters
    assert not set(letters) & set(menus), set(letters) & set(menus)


def test_face_cards_choice_previews_the_turns_and_starts_that_deal(qtbot, make_window):
    """Jacks only on the screen: the preview says 3 turns each and the game has only
    2-digit numbers; the choice is remembered for the next game."""
    window = make_window(None)
    view = screen(window)
    choice = view.findChild(QComboBox, "faceCardsChoice")
    choice.setCurrentIndex(choice.findData("jacks_only"))
    assert view.turns_preview.text() == "Each player gets 3 turns."
    view.start_button.click()
    state = window.controller.state
    assert state is not None and {c.rank for c in state.deal.face_pile} <= {"J", "JK"}
    assert window.settings.get(GAME_FACE_CARDS) == "jacks_only"


def test_a_deal_file_greys_out_the_player_boxes(make_window, tmp_path):
    """A deal file names its own players: the count and name boxes are greyed out, and the
    game takes the file's players (issue 11)."""
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(shuffled_deal(["Zoe", "Yan"], seed=3).to_dict()), "utf-8")
    window = make_window(None)
    view = screen(window)
    view.deal_file.setText(str(path))
    view.deal_file_choice.setChecked(True)
    assert not view.player_count.isEnabled()
    assert not any(edit.isEnabled() for edit in view.name_edits)
    view.start_button.click()
    assert window.controller.state.players == ("Zoe", "Yan")
    view.deal_random.setChecked(True)
    assert view.player_count.isEnabled() and view.name_edits[0].isEnabled()


def test_blank_names_stay_blank_for_the_next_game(make_window):
    """A blank box plays as "Player 2" but is remembered blank, so the next game offers it
    blank again instead of "Player 2" (issue 11)."""
    window = make_window(None)
    view = screen(window)
    view.name_edits[0].setText("Ann")
    view.name_edits[1].setText("")
    view.start_button.click()
    assert window.controller.state.players == ("Ann", "Player 2")
    assert window.settings.get(PLAYERS_NAMES)[:2] == ["Ann", ""]


def test_a_locked_face_cards_rule_is_greyed_out_and_wins(qtbot, tmp_path):
    """The school locked face_cards to no_kings (a [Locked] section, as an admin may type it):
    the choice is greyed out and games follow the lock whatever the screen says."""
    from wildwest.app import create_main_window

    admin = tmp_path / "wildwest-admin.ini"
    admin.write_text("[Locked]\ngame/face_cards=no_kings\n", encoding="utf-8")
    window = create_main_window(None, admin_files=[admin])
    qtbot.addWidget(window)
    view = screen(window)
    assert not view.findChild(QComboBox, "faceCardsChoice").isEnabled()
    view.start_button.click()
    assert all(card.rank != "K" for card in window.controller.state.deal.face_pile)
