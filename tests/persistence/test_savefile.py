"""Save files: round trips, the golden files of each schema version, every refusal, and faults."""

from __future__ import annotations

import itertools
import json
import os
import random
import re
import shutil
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.full_disk import file_size_limit, needs_file_size_limits
from wildwest.engine import (
    MAX_HINT_LEVEL,
    Deal,
    Draw,
    EndKind,
    Feedback,
    GiveUp,
    Level,
    Mode,
    OutOfCards,
    Phase,
    PlayCards,
    Submit,
    TakeHint,
    WildWestError,
    answer_for_state,
    apply,
    new_game,
    shuffled_deal,
)
from wildwest.persistence import savefile
from wildwest.persistence.savefile import (
    MAX_SAVE_BYTES,
    RecoveryFile,
    SavedAs,
    SavedGame,
    SaveFileError,
    load_game,
    save_game,
)

from .games import big_game, right_answer, scripted_game, seeded_deals, worked_example_deal

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = Path(__file__).with_name("golden")
PRACTICE_ACTIONS = (
    Draw(),
    Submit("3 × 9"),
    Submit("3 x 11"),
    Draw(),
    TakeHint(),
    Submit("3^3 × 5 × 23"),
)


def practice_golden_game() -> SavedGame:
    return SavedGame(worked_example_deal(), Mode.PRACTICE, PRACTICE_ACTIONS)


def snapshot(path: Path) -> tuple[bytes, int, list[str]]:
    """The file's bytes, its modification time and its folder's listing."""
    return path.read_bytes(), path.stat().st_mtime_ns, sorted(os.listdir(path.parent))


# ---------------------------------------------------------------- round trips


@pytest.mark.parametrize("mode", list(Mode))
@pytest.mark.parametrize("deal_index", range(4))
def test_round_trip_at_every_move_gives_the_same_state(tmp_path, mode, deal_index):
    """Saving after any move of a game (any mode, hints, wrong answers, give-ups) and loading
    it back replays to exactly the state the game was in."""
    deal = seeded_deals()[deal_index]
    actions, states = scripted_game(deal, mode, seed=deal_index)
    path = tmp_path / "game.wwgame"
    for count in range(len(actions) + 1):
        saved = SavedGame(deal, mode, actions[:count])
        save_game(path, saved)
        loaded = load_game(path)
        assert loaded == saved
        assert loaded.deal.seed == deal.seed
        assert loaded.to_state() == states[count]


def test_scripted_games_use_every_kind_of_action():
    """The round-trip games really contain hints, give-ups, wrong and unreadable answers (by
    people), and computer players' answers in the game that has them."""
    kinds: set[str] = set()
    *people, with_computers = seeded_deals()
    for mode in (Mode.PRACTICE, Mode.CHALLENGE):
        actions, states = scripted_game(with_computers, mode)
        computer_turns = [t for t in states[-1].turns if t.player != 0]
        assert computer_turns and all(t.attempts == 1 and not t.hints for t in computer_turns)
        assert any(t.check is not None and not t.check.complete for t in computer_turns)
    for deal in people:
        for mode in (Mode.PRACTICE, Mode.CHALLENGE):
            actions, states = scripted_game(deal, mode)
            kinds |= {type(a).__name__ for a in actions}
            turns = states[-1].turns
            if mode is Mode.PRACTICE:
                assert any(t.mistakes and not t.gave_up for t in turns)
                assert any(t.hints for t in turns)
            assert any(t.gave_up for t in turns)
            unreadable = [after is before for before, after in itertools.pairwise(states)]
            assert any(unreadable)
    assert kinds == {"Draw", "Submit", "GiveUp", "TakeHint"}


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_round_trip_of_any_typed_text(tmp_path, data):
    """Whatever a pupil types (any Unicode, lone surrogates too) survives a save and a load."""
    mode = data.draw(st.sampled_from([Mode.PRACTICE, Mode.CHALLENGE]))
    state = new_game(seeded_deals()[0], mode)
    actions = []
    for _ in range(data.draw(st.integers(0, 12))):
        if state.is_over:
            break
        if state.phase.value == "draw":
            action = Draw()
        else:
            action = data.draw(
                st.one_of(
                    st.builds(Submit, st.text(max_size=30)),
                    st.builds(Submit, st.sampled_from(["\ud800 2", "2 × 3\u2028", "none"])),
                    st.just(GiveUp()),
                    st.builds(TakeHint, st.text(max_size=30))
                    if mode is Mode.PRACTICE and state.pending.hints < MAX_HINT_LEVEL
                    else st.just(GiveUp()),
                )
            )
        state, _ = apply(state, action)
        actions.append(action)
    path = tmp_path / "typed.wwgame"
    saved = SavedGame(state.deal, mode, tuple(actions))
    save_game(path, saved)
    loaded = load_game(path)
    assert loaded == saved
    assert loaded.to_state() == state


def test_saved_game_from_the_controllers_state_and_actions():
    """SavedGame.from_game keeps the deal, mode and actions of a game in progress."""
    saved = practice_golden_game()
    state = saved.to_state()
    assert SavedGame.from_game(state, list(saved.actions)) == saved


def test_the_file_is_readable_json_with_turns_and_standings(tmp_path):
    """The written file is plain UTF-8 JSON with a turn summary and standings for people."""
    path = tmp_path / "game.wwgame"
    save_game(path, practice_golden_game())
    text = path.read_text(encoding="utf-8")
    assert "3 × 9" in text  # not \u00d7: readable in any editor
    document = json.loads(text)
    assert document["turns"][1]["factors"] == "3³ × 5 × 23"
    assert document["standings"][1] == {"player": "Ben", "points": 8, "primes": [5, 23]}


# ---------------------------------------------------------------- golden files


def test_golden_v1_practice_loads_to_the_known_state():
    """practice-v1.wwgame: RULES.md's worked example in Practice, checked by hand."""
    state = load_game(GOLDEN / "practice-v1.wwgame").to_state()
    ann, ben = state.turns
    assert (ann.number, ann.attempts, ann.claimed, ann.points) == (33, 2, (3, 11), 2)
    assert ann.mistakes == (Feedback.NOT_A_DIVISOR, Feedback.NOT_PRIME)
    assert (ben.number, ben.hints, ben.claimed, ben.blocked, ben.points) == (
        3105,
        1,
        (5, 23),
        ((3, 0),),
        8,
    )
    assert state.is_over and state.scores == (2, 8)
    assert state.holdings == (frozenset({3, 11}), frozenset({5, 23}))


def test_golden_v1_challenge_with_a_steal_loads_to_the_known_state():
    """challenge-v1.wwgame: Ben's 3905 with K♠ and four spades steals 11; his 7 is wrong."""
    state = load_game(GOLDEN / "challenge-v1.wwgame").to_state()
    ben = state.turns[1]
    assert ben.number == 3905 and ben.steal and ben.multiplier == 5
    assert (ben.claimed, ben.stolen, ben.missed, ben.points) == ((5,), ((0, 11),), (71,), 10)
    assert ben.check is not None and ben.check.mistakes == (Feedback.NOT_A_DIVISOR,)
    assert state.scores == (2, 10)
    assert state.holdings == (frozenset({3}), frozenset({5, 11}))


@pytest.mark.parametrize("name", ["practice", "challenge"])
def test_golden_v1_migrates_to_the_v2_game(name):
    """A version-1 file without a third hint loads as the very game of its version-2 file."""
    assert load_game(GOLDEN / f"{name}-v1.wwgame") == load_game(GOLDEN / f"{name}-v2.wwgame")


def test_golden_v1_third_hint_becomes_a_give_up():
    """practice-hints-v1.wwgame: in version 1 Ben's third hint showed the answer and ended his
    turn; it loads as three hints and a give-up, to the same state, and saves as version 2."""
    loaded = load_game(GOLDEN / "practice-hints-v1.wwgame")
    assert loaded.actions[3:] == (TakeHint(), TakeHint(), TakeHint(), GiveUp())
    state = loaded.to_state()
    ben = state.turns[1]
    assert (ben.number, ben.hints, ben.gave_up, ben.claimed, ben.points) == (3105, 3, True, (), 0)
    assert state.is_over and state.scores == (2, 0)
    assert savefile.game_document(loaded)["actions"][-1] == {"type": "give_up"}


def test_a_hint_is_saved_without_what_was_typed(tmp_path):
    """TakeHint(typed=…) is saved as a plain hint and loads back to the same move and state."""
    actions = (Draw(), Submit("3 × 9"), Submit("3 x 11"), Draw(), TakeHint(typed="3 × 3"))
    saved = SavedGame(worked_example_deal(), Mode.PRACTICE, actions)
    path = tmp_path / "hint.wwgame"
    save_game(path, saved)
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["schema_version"] == 4 and document["actions"][-1] == {"type": "hint"}
    loaded = load_game(path)
    assert loaded == saved and loaded.actions[-1].typed == ""
    assert loaded.to_state() == saved.to_state() and loaded.to_state().pending.hints == 1


def test_golden_v0_migrates_to_the_v1_game():
    """practice-v0.wwgame (action strings, "seed") loads as the very game of practice-v1."""
    assert load_game(GOLDEN / "practice-v0.wwgame") == load_game(GOLDEN / "practice-v1.wwgame")


@pytest.mark.parametrize("name", ["practice", "challenge"])
def test_golden_v2_migrates_to_the_v3_game_of_people(name):
    """A version-2 file loads as the very game of its version-3 file: every seat a person."""
    loaded = load_game(GOLDEN / f"{name}-v2.wwgame")
    assert loaded == load_game(GOLDEN / f"{name}-v3.wwgame")
    assert not any(seat.is_computer for seat in loaded.deal.seats)


def test_a_version_2_file_cannot_sneak_in_a_computer_player():
    """Version 2 had only people: a player that is not a name is refused, not taken for a
    computer player."""
    document = json.loads((GOLDEN / "practice-v2.wwgame").read_text(encoding="utf-8"))
    document["deal"]["players"][1] = {"name": "Ben", "computer": "sheriff"}
    with pytest.raises(SaveFileError, match="player 2's name must be text"):
        savefile._interpret(json.dumps(document).encode(), "old.wwgame")


def test_golden_v3_with_a_computer_player_loads_mid_its_turn():
    """computers-v3.wwgame: Ann against Greenhorn Dusty Dan in Practice. Dusty Dan called 917
    prime (917 = 7 × 131): one answer, scored at once, nothing claimed; the file ends with
    his draw of 3105, so the game waits for his answer, the one he always gives."""
    loaded = load_game(GOLDEN / "computers-v3.wwgame")
    assert [seat.level for seat in loaded.deal.seats] == [None, Level.GREENHORN]
    state = loaded.to_state()
    dan = state.turns[1]
    assert (dan.number, dan.answer, dan.attempts, dan.claimed, dan.points) == (917, "917", 1, (), 0)
    assert dan.check is not None and Feedback.NOT_PRIME in dan.check.mistakes
    assert state.phase is Phase.ANSWER and state.pending is not None
    assert (state.pending.player, state.pending.number) == (1, 3105)
    assert answer_for_state(state).text == "3 × 207"


def test_a_computer_answer_the_computer_would_not_give_is_refused():
    """A file in which a computer player answers what it never would (a hand-edited file) is
    refused with a line naming the move, like any move that does not fit the game."""
    document = json.loads((GOLDEN / "computers-v3.wwgame").read_text(encoding="utf-8"))
    document["actions"][3] = {"type": "submit", "text": "7 × 131"}
    with pytest.raises(SaveFileError, match=r"move 4 .*Dusty Dan is a computer player"):
        savefile._interpret(json.dumps(document).encode(), "edited.wwgame")


@pytest.mark.parametrize("name", ["practice", "challenge", "computers"])
def test_golden_v3_migrates_to_the_v4_game(name):
    """A version-3 file loads as the very game of its version-4 file (dealt by the app)."""
    loaded = load_game(GOLDEN / f"{name}-v3.wwgame")
    assert loaded == load_game(GOLDEN / f"{name}-v4.wwgame") and not loaded.real_cards


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"real_cards": True}, 'a version-3 file has no "real_cards"'),
        ({"actions": [{"type": "out_of_cards"}]}, 'move 1 has an unknown type "out_of_cards"'),
        (
            {"actions": [{"type": "play_cards", "face": "JK", "digits": ["3D", "3C"]}]},
            'move 1 has an unknown type "play_cards"',
        ),
    ],
)
def test_a_version_3_file_cannot_sneak_in_real_cards(change, message):
    """Version 3 had no real cards: its key or moves in one are refused, naming them."""
    document = json.loads((GOLDEN / "practice-v3.wwgame").read_text(encoding="utf-8"))
    document.update(change)
    with pytest.raises(SaveFileError, match=message):
        savefile._interpret(json.dumps(document).encode(), "old.wwgame")


def test_golden_v4_real_cards_loads_to_the_known_state():
    """real-cards-v4.wwgame: RULES.md's worked example entered from real cards in Practice
    (Ben's wrong answer and a hint), then We're out of cards."""
    loaded = load_game(GOLDEN / "real-cards-v4.wwgame")
    assert loaded.real_cards and loaded.deal.face_pile == () and loaded.deal.packs == 1
    assert loaded.actions[2] == PlayCards.of("KS", "3S", "AH", "10S", "5S")
    assert loaded.actions[-1] == OutOfCards()
    state = loaded.to_state()
    ann, ben = state.turns
    assert (ann.number, ann.claimed, ann.points) == (33, (3, 11), 2)
    assert (ben.number, ben.hints, ben.claimed, ben.blocked, ben.points) == (
        3105,
        1,
        (5, 23),
        ((3, 0),),
        8,
    )
    assert state.is_over and state.end_reason is not None
    assert state.end_reason.kind is EndKind.OUT_OF_CARDS and state.end_reason.faces_left == 12
    assert len(state.digit_pile) == 40 - 6  # the cards entered are out of the pack


@pytest.mark.parametrize(
    "name",
    ["practice-v4.wwgame", "challenge-v4.wwgame", "computers-v4.wwgame", "real-cards-v4.wwgame"],
)
def test_writing_a_golden_game_gives_the_golden_file(tmp_path, name):
    """The format does not drift: saving a golden game again writes the same document."""
    path = tmp_path / name
    save_game(path, load_game(GOLDEN / name))
    written = json.loads(path.read_text(encoding="utf-8"))
    golden = json.loads((GOLDEN / name).read_text(encoding="utf-8"))
    written.pop("app_version")
    golden.pop("app_version")
    assert written == golden


def test_migration_table_reaches_the_current_version():
    """Every schema version below the current one has a migration."""
    assert sorted(savefile.MIGRATIONS) == list(range(savefile.SCHEMA_VERSION))


def test_golden_files_are_never_written_by_loading():
    """Loading leaves the golden files byte for byte as they were."""
    for path in sorted(GOLDEN.glob("*.wwgame")):
        before = snapshot(path)
        load_game(path)
        assert snapshot(path) == before


# ---------------------------------------------------------------- refusals


def golden_document() -> dict[str, Any]:
    return json.loads((GOLDEN / "practice-v1.wwgame").read_text(encoding="utf-8"))


def edited(**changes: Any) -> bytes:
    document = golden_document()
    for key, value in changes.items():
        if value is ...:
            del document[key]
        else:
            document[key] = value
    return json.dumps(document).encode()


GOLDEN_TEXT = (GOLDEN / "practice-v1.wwgame").read_bytes()
DEAL_FILE = json.dumps(worked_example_deal().to_dict()).encode()

REFUSALS = [
    (b"", "is empty"),
    (b" \n\t ", "is empty"),
    (b"\x00" * 4096, "holds only zero bytes"),
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "is not a Wild West game: it is not a text file"),
    (b'{"format": "wildwest-game" \xff\xfe}', "is not a Wild West game: it is not a text file"),
    (GOLDEN_TEXT[: len(GOLDEN_TEXT) // 2], "is cut short"),
    (GOLDEN_TEXT[:-3], "is cut short"),
    (b"Dear teacher, here is my game", "is not a Wild West game: it is not JSON"),
    (b"[1, 2, 3]", "is not a Wild West game"),
    (b'{"name": "Ann"}', "is not a Wild West game"),
    (DEAL_FILE, "is a deal file, not a saved game"),
    (edited(format="wildwest-deal"), 'its format is "wildwest-deal", not "wildwest-game"'),
    (edited(schema_version=5, app_version="2.0.1"), "made by a newer Wild West (version 2.0.1)"),
    (edited(schema_version=7, app_version=...), "made by a newer Wild West (save format 7)"),
    (edited(schema_version="1"), '"schema_version" must be a whole number, not "1"'),
    (edited(schema_version=True), '"schema_version" must be a whole number'),
    (edited(deal=...), 'is damaged: it has no "deal"'),
    (edited(deal={"players": ["Ann"], "face_pile": [], "digit_pile": []}), "at least 2 players"),
    (edited(deal={"players": ["A", "B"], "face_pile": ["ZZ"], "digit_pile": []}), "its deal is"),
    (edited(deal_code="soon"), '"deal_code": "soon" is not a deal code'),
    (edited(mode="hard"), '"mode" must be one of auto, practice, challenge, not "hard"'),
    (edited(actions={"draw": 1}), '"actions" must be a list'),
    (edited(actions=[{"type": "draw"}, {"type": "draw"}]), "move 2 (draw) does not fit the game"),
    (edited(actions=[{"type": "jump"}]), 'move 1 has an unknown type "jump"'),
    (edited(actions=["draw"]), 'move 1 must be an object like {"type": "draw"}'),
    (edited(actions=[{"type": "draw", "x": 1}]), "move 1 (draw) has the wrong keys: x"),
    (edited(actions=[{"type": "draw"}, {"type": "submit"}]), "(submit) has the wrong keys: text"),
    (edited(actions=[{"type": "draw"}, {"type": "submit", "text": 6}]), "must have a text"),
    (edited(actions=[{"type": "draw"}] * 60_000), "more than any game can have"),
    (edited(mode="challenge"), 'move 3 (submit "3 x 11") does not fit the game: Draw the cards'),
    (
        edited(mode="challenge", actions=[{"type": "draw"}, {"type": "hint"}]),
        "move 2 (hint) does not fit the game: Hints are only for Practice mode.",
    ),
    (edited(schema_version=0, actions=["draw", "fly"]), 'move 2 is not a move: "fly"'),
    (edited(schema_version=0, actions=[{"type": "draw"}]), 'move 1 must be a string like "draw"'),
    (edited(schema_version=0, actions="draw"), '"actions" must be a list'),
    (b'{"format": "wildwest-game", "deal_code": 1' + b"0" * 5000 + b"}", "number far too long"),
    (b'{"format": "wildwest-game", "deal": ' + b"[" * 100_000, "nested far too deeply"),
]


@pytest.mark.parametrize(("data", "expected"), REFUSALS)
def test_a_bad_file_is_refused_with_a_one_line_message(tmp_path, data, expected):
    """Every kind of bad file gives a SaveFileError naming the file and the problem, in one
    line, and the file is left as it was."""
    path = tmp_path / "class 6B.wwgame"
    path.write_bytes(data)
    before = snapshot(path)
    with pytest.raises(SaveFileError) as caught:
        load_game(path)
    message = str(caught.value)
    assert message.startswith("class 6B.wwgame ")
    assert expected in message
    assert "\n" not in message and "unexpected" not in message
    assert snapshot(path) == before


def test_a_file_over_the_size_cap_is_refused_unread(tmp_path):
    """A file bigger than MAX_SAVE_BYTES is refused before it is parsed."""
    path = tmp_path / "huge.wwgame"
    path.write_bytes(b" " * (MAX_SAVE_BYTES + 1))
    with pytest.raises(SaveFileError, match=r"too big to be a Wild West game \(over 5 MB\)"):
        load_game(path)


def test_a_missing_file_or_a_folder_is_refused(tmp_path):
    """A path that is not there, or is a folder, gives a SaveFileError, not an OSError."""
    with pytest.raises(SaveFileError, match="does not exist"):
        load_game(tmp_path / "gone.wwgame")
    (tmp_path / "dir.wwgame").mkdir()
    with pytest.raises(SaveFileError, match="is a folder"):
        load_game(tmp_path / "dir.wwgame")


def test_a_control_character_in_the_name_does_not_break_the_one_line_message(tmp_path):
    """A file name with a newline in it is shown with ? so the message stays one line."""
    path = tmp_path / "bad\nname.wwgame"
    path.write_bytes(b"")
    with pytest.raises(SaveFileError, match=r"^bad\?name\.wwgame is empty"):
        load_game(path)


def test_a_utf8_bom_from_notepad_is_accepted(tmp_path):
    """A save file re-saved by an editor that adds a UTF-8 BOM still loads."""
    path = tmp_path / "bom.wwgame"
    path.write_bytes(b"\xef\xbb\xbf" + GOLDEN_TEXT)
    assert load_game(path) == practice_golden_game()


def test_saving_actions_that_do_not_fit_is_refused(tmp_path):
    """save_game will not write a game whose actions the engine rejects."""
    bad = SavedGame(worked_example_deal(), Mode.AUTO, (Draw(), Submit("2")))
    with pytest.raises(SaveFileError, match=r"move 2 .* does not fit the game"):
        save_game(tmp_path / "bad.wwgame", bad)
    assert not (tmp_path / "bad.wwgame").exists()
    with pytest.raises(SaveFileError):
        bad.to_state()


# ---------------------------------------------------------------- Hypothesis: any bytes

JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=True)
    | st.text(max_size=12)
    | st.sampled_from(["wildwest-game", "draw", "submit", "KS", "JK", "3S", "Ann", "practice"]),
    lambda children: (
        st.lists(children, max_size=6)
        | st.dictionaries(
            st.sampled_from(["format", "type", "text", "players", "deal", "actions", "x"])
            | st.text(max_size=6),
            children,
            max_size=6,
        )
    ),
    max_leaves=30,
)
KEYS = ["format", "schema_version", "app_version", "deal", "deal_code", "mode", "actions"]


def check_refused_or_loaded(path: Path, data: bytes) -> None:
    path.write_bytes(data)
    before = snapshot(path)
    try:
        load_game(path)
    except SaveFileError as error:
        assert "\n" not in str(error) and "unexpected" not in str(error)
    assert snapshot(path) == before


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.binary(max_size=600))
def test_any_bytes_load_or_are_refused_and_stay_unchanged(tmp_path, data):
    """load_game on arbitrary bytes raises only SaveFileError (or loads) and never writes."""
    check_refused_or_loaded(tmp_path / "any.wwgame", data)


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(value=JSON_VALUES)
def test_any_json_loads_or_is_refused(tmp_path, value):
    """Arbitrary JSON documents give SaveFileError or a game, never another exception."""
    check_refused_or_loaded(tmp_path / "json.wwgame", json.dumps(value).encode())


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    key=st.sampled_from(KEYS),
    value=JSON_VALUES,
    version=st.sampled_from([0, 1]),
    cut=st.integers(0, 1),
)
def test_a_save_file_with_one_part_spoiled_loads_or_is_refused(tmp_path, key, value, version, cut):
    """A real save file (v0 or v1) with any one key replaced by arbitrary JSON, or removed,
    gives SaveFileError or a game and is never written."""
    name = "practice-v0.wwgame" if version == 0 else "practice-v1.wwgame"
    document = json.loads((GOLDEN / name).read_text(encoding="utf-8"))
    if cut:
        document.pop(key, None)
    else:
        document[key] = value
    check_refused_or_loaded(tmp_path / "spoiled.wwgame", json.dumps(document).encode())


@settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(position=st.integers(0, len(GOLDEN_TEXT) - 1), byte=st.integers(0, 255))
def test_a_save_file_with_one_byte_changed_loads_or_is_refused(tmp_path, position, byte):
    """Flipping any one byte of a real save file never gives anything but SaveFileError."""
    data = bytearray(GOLDEN_TEXT)
    data[position] = byte
    check_refused_or_loaded(tmp_path / "flipped.wwgame", bytes(data))


# ---------------------------------------------------------------- faults while saving

KILLED_SAVER = """
import sys
from wildwest.persistence.savefile import load_game, save_game

games = [load_game(sys.argv[1]), load_game(sys.argv[2])]
states = [game.to_state() for game in games]
print("ready", flush=True)
count = 0
while True:
    save_game(sys.argv[3], games[count % 2], state=states[count % 2])
    count += 1
    print(count, flush=True)
"""


def kill_while_saving(sources: list[Path], target: Path, lines: int, delay: float) -> None:
    """Start a process saving the two games over and over to ``target``; SIGKILL it
    ``delay`` seconds after it reports ``lines`` finished saves (one save takes ~20 ms, so
    the kill lands anywhere in a save: encoding, writing, flushing or renaming)."""
    child = subprocess.Popen(
        [sys.executable, "-c", KILLED_SAVER, *map(str, sources), str(target)],
        stdout=subprocess.PIPE,
        cwd=ROOT,
    )
    assert child.stdout is not None
    try:
        assert child.stdout.readline() == b"ready\n"
        for _ in range(lines):
            assert child.stdout.readline()
        deadline = time.perf_counter() + delay
        while time.perf_counter() < deadline:  # choosing the moment to kill, not waiting
            pass
        child.send_signal(signal.SIGKILL)
        child.wait()
    finally:
        child.stdout.close()
    assert child.returncode == -signal.SIGKILL


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_save_killed_at_any_moment_leaves_the_old_or_the_new_game(tmp_path):
    """30 times: a process saving big games over and over is killed with SIGKILL at a random
    moment; the file always loads as one of the two games, never as a broken file, and
    discard() clears anything the kill left behind."""
    deal, practice = big_game(Mode.PRACTICE, wrong_tries=19)  # 20 answers: a turn's most
    challenge, _ = scripted_game(deal, Mode.CHALLENGE, seed=5)
    games = [SavedGame(deal, Mode.PRACTICE, practice), SavedGame(deal, Mode.CHALLENGE, challenge)]
    sources = [tmp_path / "a.wwgame", tmp_path / "b.wwgame"]
    for source, game in zip(sources, games, strict=True):
        save_game(source, game)
    assert sources[0].stat().st_size > 50_000
    folder = tmp_path / "data"
    folder.mkdir()
    target = folder / "recovery.wwgame"
    rng = random.Random(6)
    seen = set()
    for _ in range(30):
        shutil.copyfile(sources[0], target)
        kill_while_saving(sources, target, rng.randint(0, 3), rng.uniform(0, 0.025))
        loaded = load_game(target)
        assert loaded in games
        seen.add(games.index(loaded))
        extras = [p.name for p in folder.iterdir() if p != target]
        assert all(name.startswith("recovery.wwgame.") for name in extras), extras
        RecoveryFile(target).discard()
        assert list(folder.iterdir()) == []
    assert seen == {0, 1}


@needs_file_size_limits
def test_a_full_disk_keeps_the_old_file_and_says_so(tmp_path):
    """When the disk fills up part-way through a save, the old file stays whole, no temporary
    file is left, and the error says the game could not be saved."""
    path = tmp_path / "game.wwgame"
    save_game(path, practice_golden_game())
    before = snapshot(path)
    deal, actions = big_game()
    with file_size_limit(8192), pytest.raises(SaveFileError) as caught:
        save_game(path, SavedGame(deal, Mode.PRACTICE, actions))
    message = str(caught.value)
    assert message.startswith("game.wwgame could not be saved: ")
    assert "disk full?" in message and "unchanged" in message
    assert snapshot(path) == before
    assert load_game(path) == practice_golden_game()


def test_saving_where_no_file_can_be_made_raises_a_save_file_error(tmp_path):
    """A save into a 'folder' that is really a file fails with SaveFileError, not OSError."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    with pytest.raises(SaveFileError, match=r"^game\.wwgame could not be saved: "):
        save_game(blocker / "game.wwgame", practice_golden_game())


# ---------------------------------------------------------------- the recovery file


def test_recovery_file_write_load_discard(tmp_path):
    """The recovery file is written, found, read back and removed."""
    recovery = RecoveryFile(tmp_path / "recovery.wwgame")
    assert not recovery.exists()
    assert recovery.write(practice_golden_game()) is None
    assert recovery.exists()
    assert recovery.load() == practice_golden_game()
    recovery.discard()
    assert not recovery.exists()
    recovery.discard()  # harmless twice


def test_recovery_file_that_cannot_be_written_warns_without_raising(tmp_path):
    """Writing the recovery file where it cannot go returns a warning; play is not stopped."""
    blocker = tmp_path / "file"
    blocker.write_text("x")
    warning = RecoveryFile(blocker / "recovery.wwgame").write(practice_golden_game())
    assert warning is not None and "could not be saved" in warning and "\n" not in warning


def test_a_damaged_recovery_file_raises_save_file_error_on_load(tmp_path):
    """A recovery file cut short by a crash is reported by load(), and discard() clears it."""
    path = tmp_path / "recovery.wwgame"
    path.write_bytes(GOLDEN_TEXT[:100])
    recovery = RecoveryFile(path)
    with pytest.raises(SaveFileError, match="cut short"):
        recovery.load()


def test_a_damaged_recovery_file_is_set_aside_by_discard(tmp_path):
    """discard() of a recovery file this object did not write and that cannot be used moves
    it aside with its bytes, instead of deleting it."""
    path = tmp_path / "recovery.wwgame"
    path.write_bytes(GOLDEN_TEXT[:100])
    aside = RecoveryFile(path).discard()
    assert aside is not None and aside.parent == tmp_path
    assert aside.name.startswith("recovery.unusable-") and aside.suffix == ".wwgame"
    assert aside.read_bytes() == GOLDEN_TEXT[:100]
    assert [p.name for p in tmp_path.iterdir()] == [aside.name]


# ---------------------------------------------------------------- files from other versions


def newer_version_text() -> bytes:
    document = json.loads(GOLDEN_TEXT)
    document.update(schema_version=savefile.SCHEMA_VERSION + 1, app_version="9.0.0")
    return json.dumps(document).encode()


def test_an_older_version_sets_a_newer_recovery_file_aside(tmp_path):
    """A recovery file from a newer Wild West is refused ("update Wild West to open it") and
    set_aside() renames it beside itself, keeping every byte, so the newer version (or a
    teacher with File → Open) can still use it; nothing is deleted."""
    path = tmp_path / "recovery.wwgame"
    path.write_bytes(newer_version_text())
    recovery = RecoveryFile(path)
    with pytest.raises(SaveFileError, match=r"newer Wild West.*update Wild West"):
        recovery.load()
    aside = recovery.set_aside()
    assert aside is not None and not path.exists()
    assert aside.read_bytes() == newer_version_text()
    assert re.fullmatch(r"recovery\.unusable-\d{8}-\d{6}\.wwgame", aside.name)
    path.write_bytes(newer_version_text())
    second = RecoveryFile(path).set_aside()  # the same second: a name of its own
    assert second is not None and second != aside and aside.exists()
    assert RecoveryFile(path).set_aside() is None  # nothing left to move


def test_discarding_a_recovery_file_this_run_wrote_removes_it(tmp_path):
    """The recovery file of a game that ended (written by this run) is removed, not kept."""
    recovery = RecoveryFile(tmp_path / "recovery.wwgame")
    assert recovery.write(practice_golden_game()) is None
    assert recovery.discard() is None
    assert list(tmp_path.iterdir()) == []


# ---------------------------------------------------------------- the records game id


def test_the_records_game_id_is_kept_in_the_file(tmp_path):
    """A saved game keeps its records game id, so a resumed game is the same game in the
    records; files without it (every golden file) load with game_id None."""
    path = tmp_path / "game.wwgame"
    game = SavedGame(worked_example_deal(), Mode.PRACTICE, PRACTICE_ACTIONS, game_id="4f2a9c")
    save_game(path, game)
    assert json.loads(path.read_bytes())["records_game_id"] == "4f2a9c"
    assert load_game(path) == game
    assert load_game(GOLDEN / "practice-v1.wwgame").game_id is None
    recovery = RecoveryFile(tmp_path / "recovery.wwgame")
    assert recovery.write(game) is None and recovery.load().game_id == "4f2a9c"


@pytest.mark.parametrize("bad", [42, "", "x" * 65, "not an id!", None])
def test_a_spoiled_records_game_id_is_ignored(tmp_path, bad):
    """A records_game_id that is not a short id loads the game anyway, without the link."""
    document = json.loads(GOLDEN_TEXT)
    document["records_game_id"] = bad
    path = tmp_path / "game.wwgame"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert load_game(path) == practice_golden_game()


# ---------------------------------------------------------------- where a save may go


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_save_as_onto_a_pipe_is_refused_and_the_pipe_stays(tmp_path):
    """Saving onto a named pipe refuses with a message and leaves the pipe a pipe (it used
    to be replaced by a plain file with "Saved")."""
    fifo = tmp_path / "game.wwgame"
    os.mkfifo(fifo)
    with pytest.raises(SaveFileError, match=r"^game\.wwgame could not be saved: .*pipe"):
        save_game(fifo, practice_golden_game())
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


@pytest.mark.skipif(not Path("/dev/null").exists(), reason="needs /dev/null")
def test_save_as_onto_a_device_or_a_folder_is_refused(tmp_path):
    """A device node (through a link to /dev/null) or a folder is never replaced."""
    device = tmp_path / "null.wwgame"
    device.symlink_to("/dev/null")
    with pytest.raises(SaveFileError, match="not a file"):
        save_game(device, practice_golden_game())
    assert device.is_symlink()
    folder = tmp_path / "folder.wwgame"
    folder.mkdir()
    with pytest.raises(SaveFileError, match="a folder has that name"):
        save_game(folder, practice_golden_game())
    assert folder.is_dir()


@pytest.mark.skipif(sys.platform == "win32", reason="symbolic links need privileges")
def test_save_through_a_link_replaces_the_linked_file_and_keeps_the_link(tmp_path):
    """A link to a saved game is followed: the game is saved in the file it points to and
    the link stays a link. A link to nothing is refused."""
    real = tmp_path / "real.wwgame"
    save_game(real, SavedGame(worked_example_deal(), Mode.AUTO, ()))
    link = tmp_path / "link.wwgame"
    link.symlink_to(real)
    save_game(link, practice_golden_game())
    assert link.is_symlink() and load_game(real) == practice_golden_game()
    dangling = tmp_path / "dangling.wwgame"
    dangling.symlink_to(tmp_path / "nowhere" / "x.wwgame")
    with pytest.raises(SaveFileError, match="link to a file that is not there"):
        save_game(dangling, practice_golden_game())


@pytest.mark.parametrize("emoji", [63, 61])
def test_a_name_too_long_for_the_file_system_gets_a_message(tmp_path, emoji):
    """Save As with a name of over 255 bytes, or over 248 (no room for the temporary file's
    ".XXXXXX"), raises SaveFileError saying so, not OSError, and writes nothing."""
    path = tmp_path / ("😀" * emoji + ".wwgame")
    size = 4 * emoji + 7
    with pytest.raises(SaveFileError, match=rf"the name is too long \({size} bytes; at most 248\)"):
        save_game(path, practice_golden_game())
    assert list(tmp_path.iterdir()) == []


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_loading_a_pipe_is_refused_without_waiting(tmp_path):
    """Opening a named pipe (nobody writing to it) is refused at once instead of hanging."""
    fifo = tmp_path / "game.wwgame"
    os.mkfifo(fifo)
    with pytest.raises(SaveFileError, match=r"^game\.wwgame is not a file \(a pipe or a device\)"):
        load_game(fifo)


def test_every_game_the_engine_allows_fits_in_a_save_file():
    """What can be saved can be opened: the most moves a game can have (every turn of the
    largest deal with every answer, hint and Give up the engine allows) is within the moves
    a save file may hold."""
    from wildwest.engine import MAX_ANSWERS_PER_TURN
    from wildwest.engine.deal import MAX_FACE_PILE

    per_turn = 1 + MAX_ANSWERS_PER_TURN + MAX_HINT_LEVEL + 1  # draw, answers, hints, Give up
    assert MAX_FACE_PILE * per_turn + 1 <= savefile.MAX_ACTIONS  # + 1: We're out of cards


def test_a_game_of_endless_wrong_answers_still_opens_once_saved(tmp_path):
    """Issue 28: 50 001 wrong Practice answers in one turn were accepted and saved, and the
    file never opened again (more moves than a game can have). The engine stops the turn's
    answers at its maximum, so what was saved opens."""
    deal = worked_example_deal()
    state = new_game(deal, Mode.PRACTICE)
    state, _ = apply(state, Draw())
    actions: list = [Draw()]
    for _ in range(savefile.MAX_ACTIONS + 1):
        try:
            state, _ = apply(state, Submit("2 × 2"))
        except WildWestError:
            break
        actions.append(Submit("2 × 2"))
    path = tmp_path / "stubborn.wwgame"
    save_game(path, SavedGame(deal, Mode.PRACTICE, tuple(actions)), state=state)
    assert load_game(path).actions == tuple(actions)


# ---------------------------------------------------------------- the recovery file's parts


def long_practice_game(turns: int, wrong: int = 10) -> tuple[Deal, list, list]:
    """A Practice game of ``turns`` turns, each a draw, ``wrong`` wrong answers and the right
    one: the deal, every move, and the state after each move."""
    deal = shuffled_deal(["Ann", "Ben"], seed=31, packs=20)
    state = new_game(deal, Mode.PRACTICE)
    actions, states = [], []
    for _ in range(turns):
        for action in (Draw(),):
            state, _ = apply(state, action)
            actions.append(action)
            states.append(state)
        number = state.pending.number
        for action in [Submit("2 × 2")] * wrong + [Submit(right_answer(number))]:
            state, _ = apply(state, action)
            actions.append(action)
            states.append(state)
    return deal, actions, states


def test_the_recovery_file_is_not_rewritten_after_every_move(tmp_path):
    """Issue 28: each move rewrote the whole recovery file (0.1 s an answer after 6 000
    moves). Now the main file is written once and each move rewrites only a small part:
    the parts stay few (merged like a binary counter), and the file reads back whole after
    every move."""
    deal, actions, states = long_practice_game(90)  # 1 080 moves
    recovery = RecoveryFile(tmp_path / "recovery.wwgame")
    folder = tmp_path
    for count in range(1, len(actions) + 1):
        saved = SavedGame(deal, Mode.PRACTICE, tuple(actions[:count]), game_id="g1")
        assert recovery.write(saved, state=states[count - 1]) is None
        if count == 1:
            main = (tmp_path / "recovery.wwgame").stat()
        if count % 97 == 0 or count == len(actions):
            assert RecoveryFile(recovery.path).load().actions == tuple(actions[:count])
    again = (tmp_path / "recovery.wwgame").stat()
    assert (again.st_ino, again.st_mtime_ns) == (main.st_ino, main.st_mtime_ns)
    parts = sorted(p for p in folder.iterdir() if p.name.endswith(".moves"))
    assert 1 <= len(parts) <= 6  # 1 080 moves: 512 + 256 + 128 + 64 + … and the last part
    assert max(len(json.loads(p.read_text())["actions"]) for p in parts) <= 1024
    assert RecoveryFile(recovery.path).load().to_state() == states[-1]


def test_a_merge_cut_short_and_a_stale_part_still_read_back(tmp_path):
    """A crash between writing a merged part and removing the two it replaces leaves both:
    the longest part wins. A part of another journal (an earlier game) is passed over. A
    damaged part of this game makes the file unusable: set aside, never deleted."""
    deal, actions, states = long_practice_game(12)  # 144 moves: two sealed parts merged
    recovery = RecoveryFile(tmp_path / "recovery.wwgame")
    for count in range(1, len(actions) + 1):
        saved = SavedGame(deal, Mode.PRACTICE, tuple(actions[:count]))
        assert recovery.write(saved, state=states[count - 1]) is None
    parts = sorted(p for p in tmp_path.iterdir() if p.name.endswith(".moves"))
    merged = next(p for p in parts if len(json.loads(p.read_text())["actions"]) == 128)
    token = json.loads(merged.read_text())["journal"]
    halves = json.loads(merged.read_text())
    for first, chunk in ((halves["first"], halves["actions"][:64]),
                         (halves["first"] + 64, halves["actions"][64:])):  # fmt: skip
        leftover = tmp_path / f"recovery.wwgame.{token}-{first}.moves"
        leftover.write_text(json.dumps({**halves, "first": first, "actions": chunk}))
    stale = tmp_path / "recovery.wwgame.0123456789ab-1.moves"
    stale.write_text(json.dumps({**halves, "journal": "0123456789ab", "first": 1}))
    assert RecoveryFile(recovery.path).load().actions == tuple(actions)

    leftover.write_text("{ cut sh")
    with pytest.raises(SaveFileError, match="cannot be read"):
        RecoveryFile(recovery.path).load()
    before = {p.name for p in tmp_path.iterdir()}
    aside = RecoveryFile(recovery.path).set_aside()
    assert aside is not None and aside.name.startswith("recovery.unusable-")
    after = {p.name for p in tmp_path.iterdir()}
    assert len(after) == len(before) and not (tmp_path / "recovery.wwgame").exists()
    assert all(name.startswith(aside.name) for name in after - {stale.name})
    RecoveryFile(recovery.path).discard()  # a new game's recovery file leaves them alone
    assert {p.name for p in tmp_path.iterdir()} == after


def test_saving_or_discarding_leaves_no_parts_behind(tmp_path):
    """A change the parts cannot follow (the game saved to a file, a turn taken back) writes
    the main file again and removes the old parts; discard removes everything."""
    deal, actions, states = long_practice_game(8)
    recovery = RecoveryFile(tmp_path / "recovery.wwgame")
    for count in range(1, len(actions) + 1):
        saved = SavedGame(deal, Mode.PRACTICE, tuple(actions[:count]), game_id="g1")
        recovery.write(saved, state=states[count - 1])
    assert any(p.name.endswith(".moves") for p in tmp_path.iterdir())
    filed = SavedGame(deal, Mode.PRACTICE, tuple(actions), "g1", SavedAs("/x.wwgame", 96))
    recovery.write(filed, state=states[-1])
    assert [p.name for p in tmp_path.iterdir()] == ["recovery.wwgame"]
    assert RecoveryFile(recovery.path).load() == filed
    shorter = SavedGame(deal, Mode.PRACTICE, tuple(actions[:40]), "g1")  # a turn taken back
    recovery.write(shorter, state=states[39])
    recovery.write(SavedGame(deal, Mode.PRACTICE, tuple(actions[:41])), state=states[40])
    recovery.discard()
    assert list(tmp_path.iterdir()) == []


def test_a_recovery_file_that_reads_is_set_aside_whole(tmp_path):
    """A game that reads but may not be played here (the school's locked face cards) is set
    aside as one save file with every move, so it opens elsewhere."""
    deal, actions, states = long_practice_game(8)
    recovery = RecoveryFile(tmp_path / "recovery.wwgame")
    for count in range(1, len(actions) + 1):
        recovery.write(
            SavedGame(deal, Mode.PRACTICE, tuple(actions[:count])), state=states[count - 1]
        )
    aside = RecoveryFile(recovery.path).set_aside()
    assert aside is not None and [p.name for p in tmp_path.iterdir()] == [aside.name]
    assert load_game(aside).actions == tuple(actions)
