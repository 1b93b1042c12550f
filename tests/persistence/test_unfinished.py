"""Unfinished games: a safe, unique file for every game replaced before it ended."""

from __future__ import annotations

import os
from datetime import datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wildwest.engine import Draw, Mode, shuffled_deal
from wildwest.persistence.files import MAX_SAVED_NAME_BYTES, safe_file_name
from wildwest.persistence.savefile import SavedGame, SaveFileError, load_game
from wildwest.persistence.unfinished import (
    UNFINISHED_FOLDER,
    keep_unfinished,
    unfinished_folder,
    unfinished_name,
)

from .games import worked_example_deal

TEN_FIVE = datetime(2026, 3, 2, 10, 5, 30)
EMOJI = "🦊🐻🐼🐨🐯🦁🐮🐷🐸🐵🐔🐧🐙🐢🐍🦄🐝"
EMOJI_NAMES = [EMOJI[i : i + 12] for i in range(5)]  # 12 emoji each: 48 bytes


def fits_everywhere(name: str) -> bool:
    return (
        len(name.encode("utf-8")) <= MAX_SAVED_NAME_BYTES
        and len(name.encode("utf-16-le")) // 2 <= MAX_SAVED_NAME_BYTES
        and not any(ch in name for ch in '<>:"/\\|?*')
        and all(ord(ch) >= 32 for ch in name)
    )


def game(players: list[str], seed: int | None = 4821) -> SavedGame:
    deal = shuffled_deal(players, seed=seed) if seed is not None else worked_example_deal()
    return SavedGame(deal, Mode.AUTO, (Draw(),), game_id="abc123")


def test_the_folder_is_in_the_data_folder(tmp_path):
    """Unfinished games live in "Unfinished games" in the data folder."""
    assert (
        unfinished_folder(tmp_path) == tmp_path / UNFINISHED_FOLDER == tmp_path / "Unfinished games"
    )


def test_a_game_is_kept_under_the_time_players_and_deal_code(tmp_path):
    """The file is named from the minute, the players and the deal code, and loads back as
    the same game (with its records game id)."""
    saved = game(["Ann", "Ben"])
    path = keep_unfinished(tmp_path / "Unfinished games", saved, now=TEN_FIVE)
    assert path.name == "2026-03-02 10.05 Ann Ben - deal 4821.wwgame"
    assert load_game(path) == saved


def test_five_players_of_twelve_emoji_fit_in_a_file_name(tmp_path):
    """Five names of 12 emoji (a name of over 255 bytes) give a name that fits, keeps the
    time and the deal code, and is saved."""
    saved = game(EMOJI_NAMES)
    assert len(f"2026-03-02 10.05 {' '.join(EMOJI_NAMES)} - deal 4821.wwgame".encode()) > 255
    path = keep_unfinished(tmp_path, saved, now=TEN_FIVE)
    assert fits_everywhere(path.name)
    assert path.name.startswith("2026-03-02 10.05 🦊")
    assert path.name.endswith(" - deal 4821.wwgame")
    assert load_game(path) == saved


def test_characters_windows_forbids_are_replaced(tmp_path):
    """Names with / \\ : * ? " < > | still give one file in the folder (no sub-folders,
    nothing Windows refuses); deal files refuse control characters in names already."""
    saved = game(["A/B", "C\\D", "E:F*G?", '"H"<I>|', "J;K", "CON"])
    path = keep_unfinished(tmp_path, saved, now=TEN_FIVE)
    assert path.parent == tmp_path and fits_everywhere(path.name)
    assert path.name == "2026-03-02 10.05 A_B C_D E_F_G_ _H__I__ J;K CON - deal 4821.wwgame"


def test_two_games_in_the_same_minute_get_their_own_files(tmp_path):
    """The same players and deal code replaced twice in one minute: the first file is kept,
    the second is "… (2)", a third "… (3)"."""
    first, second, third = game(["Ann", "Ben"]), game(["Ann", "Ben"]), game(["Ann", "Ben"])
    second = SavedGame(second.deal, Mode.PRACTICE, ())
    third = SavedGame(third.deal, Mode.CHALLENGE, ())
    paths = [keep_unfinished(tmp_path, g, now=TEN_FIVE) for g in (first, second, third)]
    assert [p.name for p in paths] == [
        "2026-03-02 10.05 Ann Ben - deal 4821.wwgame",
        "2026-03-02 10.05 Ann Ben - deal 4821 (2).wwgame",
        "2026-03-02 10.05 Ann Ben - deal 4821 (3).wwgame",
    ]
    assert [load_game(p) for p in paths] == [first, second, third]


def test_the_counter_fits_too_with_the_longest_names(tmp_path):
    """A second game under a name already cut to the limit still fits with " (2)"."""
    paths = [keep_unfinished(tmp_path, game(EMOJI_NAMES), now=TEN_FIVE) for _ in range(2)]
    assert paths[1].name.endswith(" (2).wwgame") and all(fits_everywhere(p.name) for p in paths)


def test_a_file_already_there_is_never_replaced(tmp_path):
    """Whatever sits under the name (another game, a folder) is left as it was."""
    taken = tmp_path / unfinished_name(game(["Ann", "Ben"]).deal, TEN_FIVE)
    taken.write_bytes(b"someone else's")
    (tmp_path / taken.name.replace(".wwgame", " (2).wwgame")).mkdir()
    path = keep_unfinished(tmp_path, game(["Ann", "Ben"]), now=TEN_FIVE)
    assert path.name.endswith(" (3).wwgame")
    assert taken.read_bytes() == b"someone else's"


def test_a_hand_made_deal_says_so(tmp_path):
    """A deal with no code is named "hand-made deal"."""
    path = keep_unfinished(tmp_path, game(["Ann", "Ben"], seed=None), now=TEN_FIVE)
    assert path.name == "2026-03-02 10.05 Ann Ben - hand-made deal.wwgame"


def test_a_folder_that_cannot_be_made_gives_a_save_file_error(tmp_path):
    """When the folder cannot exist (a file is in the way) the error is a one-line
    SaveFileError, and nothing is left behind."""
    blocker = tmp_path / "Unfinished games"
    blocker.write_text("x")
    with pytest.raises(SaveFileError, match="cannot be made") as caught:
        keep_unfinished(blocker, game(["Ann", "Ben"]), now=TEN_FIVE)
    assert "\n" not in str(caught.value)
    assert blocker.read_text() == "x"


def test_a_failed_save_leaves_no_empty_file(tmp_path, monkeypatch):
    """If saving fails after the name was reserved, the empty reservation is removed."""
    from wildwest.persistence import savefile

    monkeypatch.setattr(savefile, "atomic_write", lambda path, data: "disk full?")
    with pytest.raises(SaveFileError, match="disk full"):
        keep_unfinished(tmp_path, game(["Ann", "Ben"]), now=TEN_FIVE)
    assert os.listdir(tmp_path) == []


@given(
    text=st.text(max_size=400),
    tail=st.text(max_size=20),
    room=st.integers(0, 10),
)
def test_safe_file_name_always_fits_and_keeps_its_suffix(text, tail, room):
    """Any text gives a non-empty name that ends in the suffix, fits in 248 bytes (255 less
    the temporary file's ".XXXXXX") with room to spare, and has no character Windows
    forbids."""
    name = safe_file_name(text, ".wwgame", tail=tail, room=room)
    assert name.endswith(".wwgame") and len(name) > len(".wwgame")
    assert len(name.encode("utf-8")) + room <= MAX_SAVED_NAME_BYTES == 248
    assert fits_everywhere(name)
    assert not name.removesuffix(".wwgame").endswith((" ", "."))
