"""Alt+letters in every shipped language (issue 16): each translated label carries its own
``&`` (the translator chooses the letter, so it is always in the word), and on each screen
no letter is used twice, by a control or a menu."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel, QMenuBar, QTabBar, QWidget

from tests.ui.deals import WORKED
from wildwest.present.translate import translate
from wildwest.ui.window.language import install, uninstall

LANGUAGES = ("en", "de", "fr", "es")
_SINGLE = re.compile(r"(?<!&)&(?!&)")


def marks(text: str) -> list[str]:
    """The characters after each single ``&`` of a label ("&&" is a shown ampersand)."""
    return [text[m.end() : m.end() + 1] for m in _SINGLE.finditer(text)]


def labels(window: QWidget, top: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) of every visible control with a text under ``top``, and the menus."""
    for action in window.findChild(QMenuBar).actions():
        if action.text():
            yield "menu:", action.text()
    for kind in (QAbstractButton, QLabel):
        for widget in top.findChildren(kind):
            if not widget.isVisibleTo(window) or not widget.text():
                continue
            if isinstance(widget, QLabel) and (widget.buddy() is None or "<" in widget.text()):
                continue  # a label's Alt+letter works only with a buddy
            name = widget.objectName() or widget.text()
            yield f"{type(widget).__name__}:{name}", widget.text()
    for bar in top.findChildren(QTabBar):
        if bar.isVisibleTo(window):
            for i in range(bar.count()):
                yield f"tab:{i}", bar.tabText(i)


def screens(window, qtbot) -> Iterator[tuple[str, list[tuple[str, str]]]]:
    """The table before and after a draw and answering by the division ladder (the whole
    window, the side panels' tabs with it), then the new-game screen."""
    yield "table, draw", list(labels(window, window))
    window.controller.draw()
    qtbot.waitUntil(window.turn_panel.hint_button.isVisible)
    yield "table, answer", list(labels(window, window))
    window.turn_panel.ladder_switch.click()
    qtbot.waitUntil(window.turn_panel.ladder.isVisible)
    yield "table, ladder", list(labels(window, window))
    window.show_new_game()
    yield "new game", list(labels(window, window.findChild(QWidget, "newGameView")))


def tutorial_screens(window, qtbot) -> Iterator[tuple[str, list[tuple[str, str]]]]:
    """Learn to play, played through (the pupil's answers right, Sam at the instant pace):
    each step's whole window as the pupil sees it, Next (or Finish) and Leave with it."""
    from wildwest.engine import prime_factors
    from wildwest.present.tutorial import STEPS, Until

    window.controller.set_pace("instant")
    window.learn_to_play()
    while window.tutorial.guide.active:
        index = window.tutorial.guide.step
        step = STEPS[index]
        yield f"learn to play, {step.id}", list(labels(window, window))
        if step.until is Until.NEXT:
            window.tutorial.callouts.bubble.next_button.click()
        elif step.until is Until.DRAW:
            window.controller.draw()
        elif step.until is Until.ANSWER:
            number = int(window.controller.view.table.cards.number)
            window.controller.submit(" x ".join(map(str, prime_factors(number))) or "none")
        qtbot.waitUntil(
            lambda index=index: (
                window.tutorial.guide.step != index or not window.tutorial.guide.active
            ),
            timeout=10_000,
        )


def alt_keys(window, qtbot, shown_screens=screens) -> dict[str, tuple[list[str], set[str]]]:
    """Per screen: what is wrong with its Alt keys, and which controls have one."""
    result: dict[str, tuple[list[str], set[str]]] = {}
    for screen, shown in shown_screens(window, qtbot):
        wrong: list[str] = []
        taken: dict[str, str] = {}
        for where, text in shown:
            chars = marks(text)
            if len(chars) > 1 or (chars and not chars[0].isalnum()):
                wrong.append(f"{where}: {text!r} has a broken Alt key")
            if not chars:
                continue
            letter = chars[0].lower()
            if letter in taken:
                wrong.append(f"Alt+{letter}: {text!r} and {taken[letter]!r}")
            taken[letter] = text
        result[screen] = wrong, {where for where, text in shown if marks(text)}
    return result


@pytest.fixture
def in_language(qapp):
    yield install
    uninstall()


KEYED = {
    "table, draw": {"drawButton"},
    "table, answer": {"drawButton", "giveUpButton", "hintButton", "submitButton", "ladderSwitch"},
    "table, ladder": {
        "drawButton", "giveUpButton", "hintButton", "ladderSwitch", "ladderTryButton",
        "ladderPrimeButton",
    },
    "new game": {
        "equalTurnsCheck", "stealCostsCheck", "dealFileBrowse", "learnToPlayButton",
        "newGameCancel", "startButton", "dealCodeChoice", "dealFileChoice", "dealRandom",
        "dealRealCards", "mode_auto", "mode_challenge", "mode_practice",
    },
}  # fmt: skip
"""The controls with an Alt key on each screen (in English, and so in every language)."""


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_screen_has_unique_alt_keys_in_every_language(code, in_language, make_window, qtbot):
    """On the table (before and after a draw, and on the ladder) and on the new-game screen,
    every Alt+letter
    is one letter of its own label, and no two controls or menus share one; the controls
    that have an Alt+letter in English have one in every language."""
    assert in_language(code) is None
    window = make_window(dict(WORKED), "practice")
    found = alt_keys(window, qtbot)
    assert {s: w for s, (w, _) in found.items() if w} == {}
    for screen, names in KEYED.items():
        keyed = {where.split(":", 1)[1] for where in found[screen][1] if _named(where)}
        assert not names - keyed, f"{screen}: no Alt key in {code} for {sorted(names - keyed)}"


def _named(where: str) -> bool:
    """A control found by its object name (one known by its text is another in English)."""
    kind, name = where.split(":", 1)
    return kind not in ("menu", "tab") and bool(re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name))


@pytest.mark.parametrize("code", LANGUAGES)
def test_learn_to_plays_screens_have_unique_alt_keys_in_every_language(
    code, in_language, make_window, qtbot
):
    """Every step of Learn to play (the table, Sam's turns, the game-over page): Next and
    Finish take the Alt key their translation marks with its own ``&`` (not a letter picked
    for them), one no other control or menu on the screen has; Leave has none (Esc)."""
    from wildwest.present.tutorial import STEPS
    from wildwest.ui.look.widgets import plain

    assert in_language(code) is None
    window = make_window()
    found = alt_keys(window, qtbot, tutorial_screens)
    assert len(found) > 10 and {s: w for s, (w, _) in found.items() if w} == {}
    nexts = [s for s, (_, keyed) in found.items() if "QPushButton:tutorialNext" in keyed]
    assert nexts and nexts[-1] == f"learn to play, {STEPS[-1].id}"  # Finish, on the results page
    assert all("QPushButton:tutorialLeave" not in keyed for _, keyed in found.values())
    for label in (translate("Tutorial", "Ne&xt"), translate("Tutorial", "F&inish")):
        assert len(marks(label)) == 1 and plain(label) != label, label
