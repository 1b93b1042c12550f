"""Answering by division ladder through the window (Practice): whole ladders climbed by keys,
wrong quotients and non-divisors explained, the √ rule, the teacher's ladder-only setting."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QToolButton,
    QWidget,
)

from wildwest.engine import distinct_primes, factorise, prime_factors
from wildwest.persistence.settings_schema import GAME_ANSWER_METHOD as METHOD_KEY


def two_turns(face: str, digits: list[str]) -> dict[str, Any]:
    """Ann's turn on ``face`` and ``digits``, then Ben's on a joker (2 and 5: 25)."""
    return {
        "players": ["Ann", "Ben"],
        "face_pile": [face, "JK"],
        "digit_pile": [*digits, "2C", "5D"],
    }


def widget(window: Any, kind: type, name: str) -> Any:
    found = window.findChild(kind, name)
    assert found is not None, f"no {kind.__name__} named {name}"
    return found


def ladder_on_show(window) -> bool:
    """The ladder's boxes are on show (they are built the first time the ladder is used)."""
    found = window.findChild(QWidget, "ladderAnswer")
    return found is not None and found.isVisible()


def ladder_window(make_window: Any, deal: dict[str, Any]) -> Any:
    """A Practice window with the ladder switched on by keys, and Ann's cards drawn."""
    window = make_window(deal, "practice")
    switch = widget(window, QCheckBox, "ladderSwitch")
    draw = widget(window, QPushButton, "drawButton")
    assert window.focusWidget() is draw
    draw.click()
    assert switch.isVisible() and not switch.isChecked()
    switch.setFocus()
    return window


def press(qtbot: Any, window: Any, key: Qt.Key) -> None:
    qtbot.keyClick(window.focusWidget(), key)


def type_here(qtbot: Any, window: Any, text: str) -> QWidget:
    """Type ``text`` into whatever has the focus and press Enter; return that widget."""
    box = window.focusWidget()
    assert isinstance(box, QLineEdit), f"the focus is on {box.objectName()}, not a box"
    box.clear()
    qtbot.keyClicks(box, text)
    qtbot.keyClick(box, Qt.Key.Key_Return)
    return box


def scored(window: Any) -> Any:
    state = window.controller.state
    assert state.turns, "the turn was not scored"
    return state.turns[-1]


def test_a_whole_ladder_climbed_by_keys_is_scored_like_the_typed_answer(qtbot, make_window):
    """360 climbed by keys only (Space on the switch, then a prime and Enter, the quotient and
    Enter, and so on): the focus lands on the next box at each step, and the finished ladder
    scores the engine's factorisation, every prime claimed."""
    window = ladder_window(make_window, two_turns("QH", ["3S", "6D", "10C"]))
    press(qtbot, window, Qt.Key.Key_Space)  # the switch
    prime_box = widget(window, QLineEdit, "ladderPrimeInput")
    quotient_box = widget(window, QLineEdit, "ladderQuotientInput")
    assert prime_box.isVisible() and window.focusWidget() is prime_box
    assert not widget(window, QLineEdit, "factorInput").isVisible()
    assert window.settings.get(METHOD_KEY) == "ladder"
    rest = 360
    for prime in prime_factors(360):
        assert type_here(qtbot, window, str(prime)) is prime_box
        assert window.focusWidget() is quotient_box
        rest //= prime
        assert type_here(qtbot, window, str(rest)) is quotient_box
        if rest > 1:
            assert window.focusWidget() is prime_box
    turn = scored(window)
    assert turn.factors == factorise(360) and turn.check.complete
    assert set(turn.claimed) == set(distinct_primes(360))
    assert turn.answer == "2 × 2 × 2 × 3 × 3 × 5"
    drawing = widget(window, QWidget, "ladderAnswerView")
    assert drawing.isVisible()  # the finished ladder stays on show until the next draw
    assert "360 ÷ 2 = 180" in drawing.accessibleDescription()
    assert "Ann scores" in window.announcements[-1]
    assert any("Right: 5 ÷ 5 = 1" in line for line in window.announcements)


def test_wrong_quotients_and_a_non_divisor_are_explained_and_give_nothing_away(qtbot, make_window):
    """9962 = 2 × 17 × 293: 3 (a button) does not divide; two wrong quotients are multiplied
    back and the box keeps them selected; no feedback names 293 before the pupil writes it;
    It is prime ends the ladder with the engine's factorisation, and the records hear the
    method and the two slips."""
    window = ladder_window(make_window, two_turns("KD", ["9D", "9C", "6D", "2S"]))
    changes: list[Any] = []
    window.controller.game_changed.connect(changes.append)
    press(qtbot, window, Qt.Key.Key_Space)
    feedback = widget(window, QLabel, "feedbackLabel")
    said: list[str] = []
    three = widget(window, QToolButton, "ladderPrime3")
    three.click()
    said.append(feedback.text())
    assert "3 does not divide 9962" in feedback.text() and three.text() == "3 ✗"
    prime_box = widget(window, QLineEdit, "ladderPrimeInput")
    prime_box.setFocus()
    type_here(qtbot, window, "2")
    box = type_here(qtbot, window, "4980")
    said.append(feedback.text())
    assert "2 × 4980 = 9960, not 9962: try a bigger number." in feedback.text()
    assert window.focusWidget() is box and box.selectedText() == "4980"
    type_here(qtbot, window, "4981")
    type_here(qtbot, window, "17")
    type_here(qtbot, window, "290")
    said.append(feedback.text())
    assert "17 × 290 = 4930, not 4981" in feedback.text()
    assert all("293" not in line for line in said)
    type_here(qtbot, window, "293")
    assert "Now go on with 293" in feedback.text()
    widget(window, QPushButton, "ladderPrimeButton").click()
    turn = scored(window)
    assert turn.factors == factorise(9962) and turn.check.complete
    assert set(turn.claimed) == {2, 17, 293}
    ladder_turns = [s for change in changes for s in change.scored]
    assert [(s.method, s.slips) for s in ladder_turns] == [("ladder", 2)]
    summary = window.files_and_records.store.summary("Ann")
    assert (summary.answers, summary.ladder_answers, summary.right_first_time) == (1, 1, 0)


def test_the_square_root_rule_is_asked_and_saying_it_is_prime_is_the_pupils_step(
    qtbot, make_window
):
    """173: after 2, 3, 5, 7, 11 and 13 fail, the feedback gives the √ rule and asks what it
    tells; the focus stays in the prime box (moving it to It is prime would answer for the
    pupil); Alt+P (It is prime) scores 173 like the typed answer."""
    window = ladder_window(make_window, two_turns("QS", ["AS", "7H", "3D"]))
    press(qtbot, window, Qt.Key.Key_Space)
    for prime in (2, 3, 5, 7, 11, 13):
        type_here(qtbot, window, str(prime))
    text = widget(window, QLabel, "feedbackLabel").text()
    assert "No prime up to 13 divides 173" in text and "17 × 17 is more than 173" in text
    assert text.endswith("What does that tell you about 173?") and "173 is prime" not in text
    assert window.focusWidget() is widget(window, QLineEdit, "ladderPrimeInput")
    declare = widget(window, QPushButton, "ladderPrimeButton")
    declare.setFocus()
    press(qtbot, window, Qt.Key.Key_Space)
    turn = scored(window)
    assert turn.factors == factorise(173) and turn.claimed == (173,)


def test_the_typed_answer_comes_back_when_the_switch_is_turned_off(qtbot, make_window):
    """Switching back to typing shows the answer box again and a typed answer is scored; the
    setting remembers the choice."""
    window = ladder_window(make_window, two_turns("QH", ["3S", "6D", "10C"]))
    switch = widget(window, QCheckBox, "ladderSwitch")
    switch.click()
    assert widget(window, QLineEdit, "ladderPrimeInput").isVisible()
    switch.click()
    field = widget(window, QLineEdit, "factorInput")
    assert field.isVisible() and not ladder_on_show(window)
    assert window.settings.get(METHOD_KEY) == "typed"
    field.setText("2^3 x 3^2 x 5")
    widget(window, QPushButton, "submitButton").click()
    assert scored(window).check.complete


def test_ladder_locked_by_the_school_is_the_only_way_to_answer(qtbot, tmp_path):
    """[locked] game/answer_method=ladder: the switch is on and greyed out, the answer box is
    gone, a typed answer from a script is refused with a reason, and the ladder still scores."""
    from wildwest.app import create_main_window

    admin = tmp_path / "wildwest-admin.ini"
    admin.write_text("[locked]\ngame/answer_method=ladder\n", encoding="utf-8")
    deal = two_turns("QH", ["AS", "10C", "4D"])  # 104 = 2 × 2 × 2 × 13
    window = create_main_window(deal, "practice", admin_files=[admin])
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    widget(window, QPushButton, "drawButton").click()
    switch = widget(window, QCheckBox, "ladderSwitch")
    assert switch.isChecked() and not switch.isEnabled()
    assert "Your teacher has chosen" in switch.toolTip()
    assert not widget(window, QLineEdit, "factorInput").isVisible()
    with qtbot.waitSignal(window.controller.happened) as refused:
        window.controller.submit("2 x 2 x 2 x 13")
    assert "division ladder" in refused.args[0].message
    assert not window.controller.state.turns
    for prime, quotient in ((2, 52), (2, 26), (2, 13), (13, 1)):
        window.controller.ladder_try(str(prime))
        window.controller.ladder_quotient(str(quotient))
    assert scored(window).factors == factorise(104)


def test_a_school_default_of_ladder_can_still_be_switched(qtbot, tmp_path):
    """[defaults] game/answer_method=ladder: the ladder comes first, but the pupil may type."""
    from wildwest.app import create_main_window

    admin = tmp_path / "wildwest-admin.ini"
    admin.write_text("[defaults]\ngame/answer_method=ladder\n", encoding="utf-8")
    window = create_main_window(
        two_turns("QH", ["3S", "6D", "10C"]), "practice", admin_files=[admin]
    )
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    widget(window, QPushButton, "drawButton").click()
    switch = widget(window, QCheckBox, "ladderSwitch")
    assert switch.isChecked() and switch.isEnabled()
    assert window.focusWidget() is widget(window, QLineEdit, "ladderPrimeInput")
    switch.click()
    assert widget(window, QLineEdit, "factorInput").isVisible()


def test_the_ladder_is_not_offered_in_challenge(qtbot, make_window):
    """Challenge has one answer and no feedback on the way: no switch, the typed box only."""
    window = make_window(two_turns("QH", ["3S", "6D", "10C"]), "challenge")
    window.settings.set_value(METHOD_KEY, "ladder")
    widget(window, QPushButton, "drawButton").click()
    assert not widget(window, QCheckBox, "ladderSwitch").isVisible()
    assert widget(window, QLineEdit, "factorInput").isVisible()
    assert not ladder_on_show(window)


def test_zero_and_one_are_typed_even_where_the_ladder_is_the_only_way(qtbot, tmp_path):
    """J♥ with 10♠ A♣ makes 01 = 1: no ladder to climb, so the answer box shows
    and "none" is scored even with the ladder locked."""
    from wildwest.app import create_main_window

    admin = tmp_path / "wildwest-admin.ini"
    admin.write_text("[locked]\ngame/answer_method=ladder\n", encoding="utf-8")
    deal = {"players": ["Ann", "Ben"], "face_pile": ["JH", "JK"],
            "digit_pile": ["10S", "AC", "2C", "5D"]}  # fmt: skip
    window = create_main_window(deal, "practice", admin_files=[admin])
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    widget(window, QPushButton, "drawButton").click()
    field = widget(window, QLineEdit, "factorInput")
    assert field.isVisible() and not ladder_on_show(window)
    field.setText("none")
    widget(window, QPushButton, "submitButton").click()
    assert scored(window).number == 1 and scored(window).check.complete


def one_way_on_show(window: Any) -> None:
    """The ladder is the only way to answer on show, and the keyboard is in it."""
    assert widget(window, QWidget, "ladderAnswer").isVisible()
    assert not widget(window, QLineEdit, "factorInput").isVisible()
    assert not widget(window, QPushButton, "submitButton").isVisible()
    assert window.focusWidget() is widget(window, QLineEdit, "ladderPrimeInput")


def test_real_cards_with_the_ladder_remembered_show_one_way_to_answer(qtbot, make_window):
    """Issue 26: with Answer by ladder remembered, a real-cards Practice turn showed the
    ladder and the typed box (with the focus in the box, where Enter did nothing). Now the
    ladder alone, with the focus in it, and Enter there tries the prime."""
    from tests.ui.test_real_cards import start_real

    window = make_window()
    window.settings.set_value(METHOD_KEY, "ladder")
    start_real(window, "practice", ("Ann", "Ben"))
    widget(window, QPushButton, "drawButton").click()
    for code in ("QH", "3S", "6D", "10C"):
        widget(window, QPushButton, f"card_{code}").click()
    widget(window, QPushButton, "confirmCardsButton").click()
    prime_box = widget(window, QLineEdit, "ladderPrimeInput")
    qtbot.waitUntil(lambda: window.focusWidget() is prime_box)
    one_way_on_show(window)
    type_here(qtbot, window, "2")
    assert window.focusWidget() is widget(window, QLineEdit, "ladderQuotientInput")


def test_a_game_closed_during_a_ladder_turn_resumes_with_one_way_to_answer(qtbot, make_window):
    """Issue 26 (seen in German): a game closed while its ladder was climbed comes back, as
    the app resumes it (before the window is shown), with the ladder alone on show and the
    keyboard in it; the typed box is not there to take Enter."""
    from wildwest.ui.window.language import install, uninstall

    first = make_window(two_turns("QH", ["3S", "6D", "10C"]), "practice")
    first.settings.set_value(METHOD_KEY, "ladder")
    widget(first, QPushButton, "drawButton").click()
    first.close()
    assert install("de") is None
    try:
        second = make_window(show=False)
        second.settings.set_value(METHOD_KEY, "ladder")
        offer = second.files_and_records.recovery_offer()
        assert offer is not None
        second.files_and_records.resume(offer)
        second.resize(1280, 800)
        second.show()
        qtbot.waitExposed(second)
        prime_box = widget(second, QLineEdit, "ladderPrimeInput")
        qtbot.waitUntil(lambda: second.focusWidget() is prime_box)
        one_way_on_show(second)
        assert widget(second, QCheckBox, "ladderSwitch").text() == "Mit der &Leiter antworten"
    finally:
        uninstall()


# ---------------------------------------------------------------- the focus moves once


def climbing_22(qtbot: Any, make_window: Any) -> Any:
    """Ann's 22 (J♥ 2♥ 2♣) on the ladder, the window active (so every focus move is told)."""
    window = ladder_window(make_window, two_turns("JH", ["2H", "2C"]))
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    switch = widget(window, QCheckBox, "ladderSwitch")
    switch.setFocus()
    press(qtbot, window, Qt.Key.Key_Space)
    assert switch.isChecked()
    qtbot.waitUntil(lambda: window.focusWidget() is widget(window, QLineEdit, "ladderPrimeInput"))
    return window


def moves(focus_log: list[Any]) -> list[str]:
    """The controls the focus landed on (a focus let go is not heard)."""
    return [w.objectName() for w in focus_log if w is not None]


def test_a_small_prime_button_that_divides_moves_the_focus_straight_to_the_quotient(
    qtbot, make_window, focus_log
):
    """Try 2 (Space on its button) on 22: the focus goes straight to "22 ÷ 2 = what?", not
    first along to the scoreboard as the buttons' row hides (a screen reader read each)."""
    window = climbing_22(qtbot, make_window)
    two = widget(window, QToolButton, "ladderPrime2")
    two.setFocus()
    focus_log.clear()
    press(qtbot, window, Qt.Key.Key_Space)
    quotient_box = widget(window, QLineEdit, "ladderQuotientInput")
    qtbot.waitUntil(lambda: window.focusWidget() is quotient_box)
    assert moves(focus_log) == ["ladderQuotientInput"]
    assert not two.isVisible()


def test_each_typed_ladder_step_moves_the_focus_once(qtbot, make_window, focus_log):
    """22 climbed by typing: 2 (divides) → the quotient box, 11 → the prime box, 11 → the
    quotient box, 1 → Ben's Draw, each a single move, never through the scoreboard."""
    window = climbing_22(qtbot, make_window)
    prime_box = widget(window, QLineEdit, "ladderPrimeInput")
    quotient_box = widget(window, QLineEdit, "ladderQuotientInput")
    draw = widget(window, QPushButton, "drawButton")
    steps = (("2", quotient_box), ("11", prime_box), ("11", quotient_box), ("1", draw))
    for typed, target in steps:
        focus_log.clear()
        type_here(qtbot, window, typed)
        qtbot.waitUntil(target.hasFocus)
        assert moves(focus_log) == [target.objectName()], f"after {typed}"
    assert scored(window).check.complete


def test_the_quotient_box_is_renamed_only_once_the_focus_has_left_it(qtbot, make_window):
    """The quotient box is "22 ÷ 2 = what?" while a quotient is asked for, and "What is left
    after dividing" after; it is renamed only once the focus has left it (Orca said a
    focused box's new name: "What is left after dividing" after each quotient)."""
    window = climbing_22(qtbot, make_window)
    quotient_box = widget(window, QLineEdit, "ladderQuotientInput")
    rename = quotient_box.setAccessibleName
    named: list[tuple[str, bool]] = []

    def watched(text: str) -> None:
        named.append((text, quotient_box.hasFocus()))
        rename(text)

    quotient_box.setAccessibleName = watched
    after = "What is left after dividing"
    steps = (("2", "22 ÷ 2 = what?"), ("11", after), ("11", "11 ÷ 11 = what?"), ("1", after))
    for typed, name in steps:
        type_here(qtbot, window, typed)
        qtbot.waitUntil(lambda name=name: quotient_box.accessibleName() == name)
    assert named == [(name, False) for _typed, name in steps]
