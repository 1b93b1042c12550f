"""Windows' own file rules, on every system: names a pupil types end up in file names
(unfinished games, real-card deals, Save As suggestions), so nothing Windows forbids or
keeps for a device gets through, and in a deep folder the whole path stays within
MAX_PATH (259 characters) while long paths are off (issue 30, point 5).

The same rules are tried with the frozen app under Wine (or on Windows) by
build_scripts/windows_file_rules.py."""

from __future__ import annotations

import json
import os
from datetime import date, datetime
from pathlib import Path

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from tests.play import start_game
from wildwest.controller import GameController
from wildwest.engine import Draw, Mode, shuffled_deal
from wildwest.persistence import files
from wildwest.persistence.deal_files import keep_real_deal, real_deal_name
from wildwest.persistence.files import (
    MAX_PATH_CHARS,
    MAX_SAVED_NAME_BYTES,
    is_device_name,
    longest_name,
    path_length_problem,
    safe_file_name,
    target_problem,
)
from wildwest.persistence.records import RecordsStore
from wildwest.persistence.savefile import SavedGame, SaveFileError, load_game
from wildwest.persistence.settings import Settings
from wildwest.persistence.unfinished import keep_unfinished, unfinished_name
from wildwest.services.files_and_records import FilesAndRecords, suggested_name

TEN_FIVE = datetime(2026, 3, 2, 10, 5)
FORBIDDEN = ':*?"<>|'
HOSTILE_NAMES = ["CON", "nul.txt", "COM1", "a:b*c?d", '"e"<f>|', "LPT\u00b9", "con .json"]
LONGEST_NAMES = [chr(0x1F98A) * 12 + chr(ord("a") + i) * 12 for i in range(14)]
"""The longest players' names a game allows: 14 of 24 characters, half of them emoji."""


def windows_safe(name: str) -> bool:
    """What Windows accepts as one file name (besides its length)."""
    return (
        not any(ch in name for ch in FORBIDDEN + "/\\")
        and all(ord(ch) >= 32 for ch in name)
        and not is_device_name(name)
        and name == name.rstrip(" .")
    )


def units(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


@pytest.mark.parametrize(
    "name",
    ["CON", "con", "con.txt", "Con .tar.gz", "NUL", "nul.wwgame", "AUX", "PRN", "COM1", "com9",
     "LPT1", "lpt\u00b9", "COM\u00b3.json", "CONIN$", "conout$.txt"],
)  # fmt: skip
def test_device_names_are_seen_with_any_case_and_extension(name):
    """CON, NUL, COM1 … with or without an extension (con.txt) are Windows' devices."""
    assert is_device_name(name)
    assert not is_device_name("_" + name)


@pytest.mark.parametrize("name", ["CONTEST", "COM10", "COM0", "LPT", "null", "Ann", "CON-1"])
def test_names_like_device_names_are_left_alone(name):
    """Names that only start like a device (CONTEST, COM10) are ordinary names."""
    assert not is_device_name(name)


@pytest.mark.parametrize("text", ["CON", "con", "nul.txt", "COM1", "lpt\u00b9", "CON."])
def test_a_device_name_gets_a_leading_underscore(text):
    """safe_file_name never gives a device name, whatever the suffix."""
    for suffix in ("", ".wwgame", ".json"):
        name = safe_file_name(text, suffix)
        assert windows_safe(name), name
        assert name.startswith("_"), name


@given(st.lists(st.text(min_size=1, max_size=24), min_size=2, max_size=14))
def test_any_players_give_a_name_windows_accepts(players):
    """Any players' names (anything a hand-edited file could hold) give an unfinished game's
    and a real-card deal's name that Windows accepts and that fits in 248 bytes."""
    for name in (
        safe_file_name(f"2026-03-02 10.05 {' '.join(players)}", ".wwgame", tail=" - deal 7"),
        safe_file_name(" ".join(players), ".json", tail=" - real cards", room=6),
    ):
        assert windows_safe(name), name
        assert len(name.encode("utf-8")) <= MAX_SAVED_NAME_BYTES


def test_hostile_names_keep_an_unfinished_game_and_a_deal(tmp_path):
    """Players called CON, nul.txt, COM1 and with : * ? " < > | keep their unfinished game
    and their real-card deal: each file is made, named safely, and reads back."""
    deal = shuffled_deal(HOSTILE_NAMES, seed=4821)
    saved = SavedGame(deal, Mode.AUTO, (Draw(),))
    game_file = keep_unfinished(tmp_path / "Unfinished games", saved, now=TEN_FIVE)
    deal_file = keep_real_deal(tmp_path / "Real-card deals", deal, now=TEN_FIVE)
    for path in (game_file, deal_file):
        assert windows_safe(path.name), path.name
        assert path.parent.name in ("Unfinished games", "Real-card deals")
    assert load_game(game_file) == saved
    assert json.loads(deal_file.read_text(encoding="utf-8"))["players"] == HOSTILE_NAMES


@pytest.mark.parametrize("depth", [100, 150, 200, 210])
def test_names_are_shortened_to_fit_a_deep_folder_under_max_path(tmp_path, depth):
    """In a folder whose path is DEPTH characters long, with long paths off, the unfinished
    game's and the deal's names (and a second one's " (2)") are cut so that the whole path,
    with the temporary file's ".XXXXXX", stays within 259 characters; the time and the
    deal code stay."""
    folder = deep_folder(tmp_path, depth)
    limit = MAX_PATH_CHARS
    room = longest_name(folder, limit)
    deal = shuffled_deal(LONGEST_NAMES, seed=4821)
    for name in (unfinished_name(deal, TEN_FIVE, room), real_deal_name(deal, TEN_FIVE, room)):
        for counted in (name, name.replace(".", " (999).", 1)):
            assert units(str(folder / counted)) + len(".XXXXXX") <= limit, counted
        assert name.startswith("2026-03-02 10.05 ")
    assert unfinished_name(deal, TEN_FIVE, room).endswith(" - deal 4821.wwgame")


def deep_folder(base: Path, length: int) -> Path:
    """A folder under ``base`` whose path is ``length`` characters long (not made)."""
    folder = base
    while units(str(folder)) < length - 21:
        folder = folder / ("d" * 20)
    return folder / ("e" * (length - units(str(folder)) - 1))


def test_files_in_a_deep_folder_are_kept_within_max_path(tmp_path, monkeypatch):
    """With long paths off (as on a Windows PC by default), keeping unfinished games and
    deals of the longest names in a 200-character folder makes files whose paths fit."""
    monkeypatch.setattr(files, "path_limit", lambda: MAX_PATH_CHARS)
    folder = deep_folder(tmp_path, 200)
    deal = shuffled_deal(LONGEST_NAMES, seed=4821)
    saved = SavedGame(deal, Mode.AUTO, (Draw(),))
    made = [keep_unfinished(folder / "U", saved, now=TEN_FIVE) for _ in range(2)]
    made += [keep_real_deal(folder / "R", deal, now=TEN_FIVE) for _ in range(2)]
    assert made[1].name.endswith(" (2).wwgame") and made[3].name.endswith(" (2).json")
    for path in made:
        assert units(str(path)) <= MAX_PATH_CHARS - len(".XXXXXX"), path
        assert path.stat().st_size > 0


def test_a_folder_too_deep_for_any_name_gets_a_clear_message(tmp_path, monkeypatch):
    """In a folder so deep that not even the time and the deal code fit, keeping a game is
    refused with one line that says the path is too long for Windows; nothing is made."""
    monkeypatch.setattr(files, "path_limit", lambda: MAX_PATH_CHARS)
    folder = deep_folder(tmp_path, 240)
    saved = SavedGame(shuffled_deal(["Ann", "Ben"], seed=1), Mode.AUTO, (Draw(),))
    with pytest.raises(SaveFileError, match="too long for Windows") as caught:
        keep_unfinished(folder, saved, now=TEN_FIVE)
    assert "\n" not in str(caught.value)
    assert os.listdir(folder) == []


def test_path_problems_are_checked_only_where_paths_are_limited(tmp_path):
    """path_length_problem and longest_name limit nothing without a limit (Linux, macOS,
    Windows with long paths on), and count UTF-16 code units with one."""
    long_path = tmp_path / ("x" * 200) / ("y" * 200)
    assert path_length_problem(long_path, None) is None
    assert longest_name(tmp_path / ("x" * 300), None) == MAX_SAVED_NAME_BYTES
    short = Path("C:/") / ("\U0001f98a" * 120)  # 240 UTF-16 units, 480 UTF-8 bytes
    assert path_length_problem(short, 259) is None
    # 243 units, "/" and 8 more are 252, the most beside the 7 of the temporary suffix
    assert longest_name(short, 259) == 8
    assert path_length_problem(short / "abcdefgh", 259) is None
    assert "(253 characters; at most 252)" in (path_length_problem(short / "abcdefghi", 259) or "")
    assert longest_name(Path("C:/") / ("a" * 300), 259) == 0


def test_target_problem_refuses_a_path_too_long_for_windows(tmp_path, monkeypatch):
    """Save As and every atomic write refuse a path over MAX_PATH with the reason, before
    Windows would refuse it with "path not found"."""
    monkeypatch.setattr(files, "path_limit", lambda: MAX_PATH_CHARS)
    path = deep_folder(tmp_path, 260) / "game.wwgame"
    problem = target_problem(path)
    assert problem is not None and "too long for Windows" in problem


@pytest.fixture
def kept(qapp, tmp_path):
    controller = GameController()
    store = RecordsStore.open(tmp_path / "records.sqlite3")
    made = FilesAndRecords(controller, Settings(None), store, tmp_path / "recovery.wwgame")
    yield made
    made.shutdown()


def test_save_as_suggestions_fit_a_deep_folder(kept, tmp_path, monkeypatch):
    """Save As and Save the cards as a deal file offer names that, in the folder they start
    in (a deep one here, long paths off), still fit within MAX_PATH."""
    monkeypatch.setattr(files, "path_limit", lambda: MAX_PATH_CHARS)
    folder = deep_folder(tmp_path, 190)
    monkeypatch.setattr(kept, "_start_folder", lambda: folder)
    start_game(kept.controller, shuffled_deal(LONGEST_NAMES, seed=12), "auto")
    for path in (kept.suggested_path(), kept.suggested_deal_path()):
        assert units(str(path)) + len(".XXXXXX") <= MAX_PATH_CHARS, path
        assert windows_safe(path.name), path.name
    assert target_problem(kept.suggested_deal_path()) is None


def test_the_deal_files_suggestion_fits_with_the_longest_names(kept, tmp_path, monkeypatch):
    """Save the cards as a deal file: "NAME - cards.json" is longer than "NAME.wwgame", so
    with the longest names its offered name is still at most 248 bytes (it used to be cut
    for ".wwgame" only and then refused as too long)."""
    monkeypatch.setattr(kept, "_start_folder", lambda: tmp_path)
    start_game(kept.controller, shuffled_deal(LONGEST_NAMES, seed=12), "auto")
    name = kept.suggested_deal_path().name
    assert name.endswith(" - cards.json")
    assert len(name.encode("utf-8")) <= MAX_SAVED_NAME_BYTES, len(name.encode("utf-8"))
    assert target_problem(tmp_path / name) is None


def test_suggested_names_for_hostile_players(qapp):
    """Save As offers a name Windows accepts for players called CON and a:b*c?d."""
    controller = GameController()
    start_game(controller, shuffled_deal(["CON", "a:b*c?d"], seed=5), "auto")
    name = suggested_name(controller.state, date(2026, 3, 2))
    assert windows_safe(name) and name == "CON a_b_c_d - deal 5.wwgame"


@given(
    text=st.text(max_size=400),
    longest=st.integers(40, MAX_SAVED_NAME_BYTES),
    room=st.integers(0, 6),
)
def test_safe_file_name_keeps_within_the_room_a_folder_leaves(text, longest, room):
    """Whatever the text, a name made for a folder that leaves ``longest`` (at least 40:
    the time stamp, a deal code and the suffix) fits in it with ``room`` to spare, and
    Windows accepts it."""
    name = safe_file_name(text, ".wwgame", tail=" - deal 4821", room=room, longest=longest)
    assert files._size(name) + room <= longest
    assert windows_safe(name) and name.endswith("- deal 4821.wwgame")


OLD_FORBIDDEN = r'[<>:"/\\|?*\x00-\x1f\x7f\u2028\u2029\ud800-\udfff]'
"""The forbidden characters as the regular expression they were (issue 31 made it a table)."""


@given(
    st.text(
        alphabet=st.one_of(
            st.characters(blacklist_categories=()),  # lone surrogates too
            st.sampled_from('<>:"/\\|?* .\x00\x1f\x7f\u2028\u2029\ud800\udfff'),
        ),
        max_size=60,
    )
)
@example("Ann\ud800 Ben\udfff.")  # lone surrogates, every run
@example(' <Zoë>: "a/b\\c|d?e*f" \x00\x1f\x7f\u2028\u2029 . ')
def test_the_forbidden_characters_are_replaced_as_they_always_were(text):
    """Every character Windows forbids, control characters, line separators and lone
    surrogates become ``_`` (then spaces are squeezed and the ends trimmed) exactly as the
    regular expression did."""
    import re

    expected = " ".join(re.sub(OLD_FORBIDDEN, "_", text).split()).strip(" .")
    assert files._clean(text) == expected
