"""The deal file: parsing, defaults, every rejection in RULES.md, and seeded shuffles."""

from __future__ import annotations

import json
import random

import pytest

from wildwest.engine import (
    MAX_DEAL_FILE_BYTES,
    MAX_NAME_LENGTH,
    MAX_PACKS,
    PERSON,
    Deal,
    DealError,
    Level,
    Rules,
    Seat,
    check_seed,
    deal_from_json,
    load_deal_file,
    new_game,
    pack_digits,
    pack_faces,
    parse_deal,
    play_out,
    shuffled_deal,
)

EXAMPLE = {
    "players": ["Ann", "Ben"],
    "face_pile": ["KS", "JK", "QH"],
    "digit_pile": ["3S", "AH", "10S", "5S", "7D", "2C"],
    "packs": 1,
    "rules": {"equal_turns": True, "steal_costs_points": False},
}


def with_(**changes):
    data = json.loads(json.dumps(EXAMPLE))
    data.update(changes)
    return data


def test_the_rules_md_example_deal_is_valid():
    """The deal-file example in RULES.md parses, top card first."""
    deal = parse_deal(EXAMPLE)
    assert deal.players == ("Ann", "Ben") and deal.packs == 1
    assert [c.code for c in deal.face_pile] == ["KS", "JK", "QH"]
    assert deal.rules == Rules(equal_turns=True, steal_costs_points=False)


def test_rules_and_packs_are_optional_with_the_rules_md_defaults():
    """rules default to equal_turns on, steal_costs_points off; packs to the smallest that fit."""
    data = with_()
    del data["rules"], data["packs"]
    deal = parse_deal(data)
    assert deal.rules == Rules() and deal.rules.equal_turns and not deal.rules.steal_costs_points
    assert deal.packs == 1
    partial = parse_deal(with_(rules={"steal_costs_points": True}))
    assert partial.rules == Rules(equal_turns=True, steal_costs_points=True)


def test_default_packs_is_the_smallest_number_that_holds_every_card():
    """packs defaults to the fewest packs holding every card (2 jokers a pack), at least 1."""
    base = {"players": ["A", "B"], "digit_pile": []}
    assert parse_deal({**base, "face_pile": []}).packs == 1
    assert parse_deal({**base, "face_pile": ["JK", "JK"]}).packs == 1
    assert parse_deal({**base, "face_pile": ["JK", "JK", "JK"]}).packs == 2
    assert parse_deal({**base, "face_pile": ["KS", "ks", "KS"]}).packs == 3


@pytest.mark.parametrize(
    ("data", "names"),
    [
        (with_(players=["Ann"]), "at least 2 players"),
        (with_(players=[]), "at least 2 players"),
        (with_(players=["Ann", " "]), "Player 2's name is empty"),
        (with_(players=["Ann", ""]), "Player 2's name is empty"),
        (with_(players=["Ann", "Ben", "Ann"]), '"Ann" is used twice'),
        (with_(players=["Ann", "ann "]), '"ann" is used twice'),
        (with_(face_pile=["KS", "XX"]), '"XX" is not a card code'),
        (with_(digit_pile=["1S"]), '"1S" is not a card code'),
        (with_(face_pile=["KS", "7D"]), '"7D" is a digit card'),
        (with_(digit_pile=["3S", "QH"]), '"QH" is a face card'),
        (with_(digit_pile=["3S", "3S"]), '2 copies of "3S", but with "packs": 1 it can have 1'),
        (
            with_(face_pile=["JK", "JK", "JK"]),
            '3 copies of "JK", but with "packs": 1 it can have 2',
        ),
        (with_(seed=4), 'Unknown key "seed"'),
        (with_(rules={"equal_turns": True, "jokers_wild": True}), 'Unknown rule "jokers_wild"'),
    ],
)
def test_every_invalid_deal_is_rejected_with_a_message_naming_the_problem(data, names):
    """Fewer than 2 players, empty/duplicate name, unknown card, wrong pile, too many copies,
    unknown key: rejected with a message naming the card, the name or the key."""
    with pytest.raises(DealError) as caught:
        parse_deal(data)
    assert names in str(caught.value)


@pytest.mark.parametrize(
    "data",
    [
        [],
        "deal",
        None,
        3,
        with_(players="Ann, Ben"),
        with_(players=["Ann", 7]),
        with_(face_pile="KS"),
        with_(face_pile=[7]),
        with_(packs=0),
        with_(packs="2"),
        with_(packs=True),
        with_(rules=[]),
        with_(rules={"equal_turns": "yes"}),
        {"players": ["A", "B"], "face_pile": []},
    ],
)
def test_malformed_deals_get_a_deal_error_too(data):
    """Wrong JSON types are a DealError with a message, never another exception."""
    with pytest.raises(DealError):
        parse_deal(data)


def test_a_partial_deal_is_valid_and_ends_early():
    """A partial deal (the first few turns of a real game) is valid and simply ends early."""
    deal = parse_deal(EXAMPLE)
    state = play_out(new_game(deal))
    assert state.is_over and 1 <= len(state.turns) < 3


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        (b"", "empty"),
        (b"{", "not valid JSON"),
        (b"\xff\xfe\x00garbage", "not a text file"),
        (b"[" * 100_000, "not"),
        (
            b'{"players": ["A", "B"], "face_pile": [], "digit_pile": [], "packs": '
            + b"9" * 5000
            + b"}",
            "far too long",
        ),
        (b'{"players": ["A", "B"], "face_pile": [], "digit_pile": [], "x": 1}', 'Unknown key "x"'),
    ],
)
def test_deal_file_text_problems_are_named(raw, message):
    """Empty, broken, binary or deeply nested files get a clear one-line DealError."""
    with pytest.raises(DealError) as caught:
        deal_from_json(raw)
    assert message in str(caught.value) and "\n" not in str(caught.value)


def test_unreadable_deal_files_are_named(tmp_path):
    """A missing file or a folder is reported by name."""
    with pytest.raises(DealError, match=r"missing\.json"):
        load_deal_file(tmp_path / "missing.json")
    with pytest.raises(DealError, match="is a folder"):
        load_deal_file(tmp_path)
    good = tmp_path / "good.json"
    good.write_text(json.dumps(EXAMPLE), encoding="utf-8")
    assert load_deal_file(good).players == ("Ann", "Ben")


def test_the_same_seed_always_gives_the_same_deal():
    """Seeded shuffles: the same seed, the same deal (and different seeds differ)."""
    first = shuffled_deal(["A", "B"], seed=4821).to_dict()
    assert first == shuffled_deal(["A", "B"], seed=4821).to_dict()
    assert first != shuffled_deal(["A", "B"], seed=4822).to_dict()


def test_a_seeded_deal_is_pinned_so_it_is_the_same_on_every_machine():
    """Deal code 4821 gives these exact cards: a class sharing a code shares a game."""
    deal = shuffled_deal(["A", "B"], seed=4821)
    assert [c.code for c in deal.face_pile[:5]] == PINNED_FACES
    assert [c.code for c in deal.digit_pile[:8]] == PINNED_DIGITS


# Golden values: if these change, every deal code handed out to a class changes with them.
PINNED_FACES = ["JS", "QD", "KD", "KS", "JC"]
PINNED_DIGITS = ["4H", "10C", "8C", "2H", "7D", "7H", "6H", "7S"]


def test_seeded_deals_use_whole_packs():
    """A shuffled deal holds exactly K packs' cards."""
    deal = shuffled_deal(["A", "B", "C"], seed=9, packs=2)
    assert sorted(c.code for c in deal.face_pile) == sorted(c.code for c in pack_faces() * 2)
    assert sorted(c.code for c in deal.digit_pile) == sorted(c.code for c in pack_digits() * 2)


def test_seeded_shuffle_orders_are_roughly_uniform():
    """Every card is about equally likely on top of the face pile (a biased shuffle would fail)."""
    counts: dict[str, int] = {}
    trials = 5600
    start = random.Random(1).randrange(10**6)
    for seed in range(start, start + trials):
        top = shuffled_deal(["A", "B"], seed=seed).digit_pile[0].code
        counts[top] = counts.get(top, 0) + 1
    assert len(counts) == 40
    expected = trials / 40
    assert all(0.6 * expected < n < 1.4 * expected for n in counts.values())


# ------------------------------------------------------------ hostile deal files (issue 12)


def test_a_name_of_24_characters_is_fine_and_25_is_refused_naming_the_seat():
    """Names are capped at 24 characters, as in the new-game screen's name boxes."""
    assert parse_deal(with_(players=["A" * MAX_NAME_LENGTH, "Ben"])).players[0] == "A" * 24
    with pytest.raises(DealError, match="Player 2's name is 25 characters long"):
        parse_deal(with_(players=["Ann", "B" * 25]))
    assert parse_deal(with_(players=["  Ann  ", "Ben"])).players[0] == "Ann"  # trimmed first


def test_a_deal_file_with_a_huge_name_is_refused_quickly_and_in_little_memory():
    """A 200 000-character name (it crashed the app) is refused with a one-line message."""
    import tracemalloc

    text = json.dumps(with_(players=["Ann", "x" * 200_000]))
    tracemalloc.start()
    try:
        with pytest.raises(DealError) as caught:
            deal_from_json(text)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    message = str(caught.value)
    assert "Player 2's name is 200000 characters long" in message and len(message) < 200
    assert peak < 20 * len(text)


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("Ann\nBen", "a control character (\\n)"),
        ("A\x00", "a control character (\\x00)"),
        ("A\x1b[31m", "a control character (\\x1b)"),
        ("A\x7f", "a control character (\\x7f)"),
        ("A\x85B", "a control character (\\x85)"),
        ("A\u2028B", "a control character (\\u2028)"),
        ("A\u202eB", "a control character (\\u202e)"),
        ("A\ud800", "half a character (\\ud800)"),
        ("\udcff", "half a character (\\udcff)"),
    ],
)
def test_control_characters_and_lone_surrogates_in_names_are_refused(name, shown):
    """Control characters, line separators, RTL overrides and half characters: refused, by seat."""
    with pytest.raises(DealError) as caught:
        parse_deal(with_(players=["Ann2", name]))
    message = str(caught.value)
    assert message.startswith("Player 2's name has ") and shown in message
    assert message.isprintable()


def test_a_lone_surrogate_from_a_json_escape_is_refused():
    """A deal file's "\\ud800" escape (half a character) is refused at parse time."""
    raw = b'{"players": ["Ann", "\\ud800"], "face_pile": [], "digit_pile": []}'
    with pytest.raises(DealError, match="half a character"):
        deal_from_json(raw)


@pytest.mark.parametrize("name", ["José", "Zoë", "李雷", "محمد", "👩\u200d🎓 Kim", "O'Neil-Smith"])
def test_names_in_any_script_are_fine(name):
    """Accents, Chinese, Arabic, emoji with joiners and punctuation are ordinary names."""
    assert parse_deal(with_(players=[name, "Ben"])).players[0] == name


def test_at_most_14_players():
    """A deal has 2 to 14 players; 15 or a million are refused before anything else."""
    assert len(parse_deal(with_(players=[f"P{i}" for i in range(14)])).players) == 14
    with pytest.raises(DealError, match="at most 14 players; this deal has 15"):
        parse_deal(with_(players=[f"P{i}" for i in range(15)]))
    with pytest.raises(DealError, match="this deal has 1000000"):
        parse_deal(with_(players=["P"] * 1_000_000))
    with pytest.raises(DealError, match="at most 14 players"):
        shuffled_deal([f"P{i}" for i in range(15)], seed=1)


def test_at_most_100_packs_and_the_cards_they_hold():
    """packs is 1 to 100; a pile may list at most 100 packs' cards (1 400 face, 4 000 digit)."""
    whole = shuffled_deal(["A", "B"], seed=3, packs=MAX_PACKS).to_dict()
    assert parse_deal(whole).packs == 100
    with pytest.raises(DealError, match='"packs" must be a whole number from 1 to 100, not 101'):
        parse_deal(with_(packs=101))
    with pytest.raises(DealError, match="face_pile lists 1401 cards; a deal can have at most 1400"):
        parse_deal(with_(face_pile=["JK"] * 1401))
    with pytest.raises(DealError, match=r"digit_pile lists 4001 cards; .* at most 4000"):
        parse_deal(with_(digit_pile=["3S"] * 4001))
    data = with_(face_pile=["KS"] * 101)
    del data["packs"]
    with pytest.raises(DealError, match='101 copies of "KS": that needs 101 packs'):
        parse_deal(data)


def test_a_fifo_is_refused_at_once_instead_of_waiting_for_ever(tmp_path):
    """A deal file that is a named pipe (nobody writing) is refused, not read for ever."""
    import os

    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes on this system")
    fifo = tmp_path / "deal.json"
    os.mkfifo(fifo)
    with pytest.raises(DealError, match=r"deal\.json is not a deal file: it is not a regular file"):
        load_deal_file(fifo)


def test_a_device_is_refused(tmp_path):
    """/dev/zero (endless) is not a regular file: refused without reading it."""
    from pathlib import Path

    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero here")
    with pytest.raises(DealError, match="not a regular file"):
        load_deal_file("/dev/zero")


def test_a_deal_file_over_1_mb_is_refused(tmp_path):
    """Deal files are at most 1 MB (a 100-pack deal is about 40 KB)."""
    big = tmp_path / "big.json"
    big.write_bytes(b" " * MAX_DEAL_FILE_BYTES + b"{}")
    with pytest.raises(DealError, match="too big to be a deal file"):
        load_deal_file(big)
    size = len(json.dumps(shuffled_deal(["A", "B"], seed=1, packs=MAX_PACKS).to_dict()))
    assert size < MAX_DEAL_FILE_BYTES / 10


def test_a_file_name_with_a_newline_keeps_the_message_on_one_line(tmp_path):
    """The file's name is shown escaped: a newline in it cannot split the message."""
    odd = tmp_path / "a\nb.json"
    odd.write_text("{", encoding="utf-8")
    with pytest.raises(DealError) as caught:
        load_deal_file(odd)
    with pytest.raises(DealError) as missing:
        load_deal_file(tmp_path / "gone\n.json")
    assert "\n" not in str(caught.value) and "\n" not in str(missing.value)
    assert "gone\\n.json" in str(missing.value)


@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("١٢", "is not a deal code: a deal code is a whole number written with the digits 0 to 9"),
        ("１２", "the digits 0 to 9"),
        ("12\n", None),
        ("9" * 5000, "from 0 to 999 999 999 999"),
        ("0" * 30 + "12", None),
        ("", "is not a deal code"),
        ("-3", "is not a deal code"),
    ],
)
def test_deal_codes_take_only_the_digits_0_to_9(code, message):
    """check_seed: ASCII digits only, one message; 5 000 digits is a DealError, not a crash."""
    if message is None:
        assert check_seed(code) == 12
        return
    with pytest.raises(DealError) as caught:
        check_seed(code)
    assert message in str(caught.value) and str(caught.value).isprintable()


# ---------------------------------------------------------------- computer seats

DAN = {"name": "Dusty Dan", "computer": "deputy"}


def test_a_deal_may_name_computer_seats_beside_people():
    """A player written {"name": …, "computer": LEVEL} is a computer seat of that level (in any
    case); plain names are people; a deal without any is people only, written as before."""
    deal = parse_deal(with_(players=["Ann", {"name": " Dusty Dan ", "computer": "Sheriff"}]))
    assert deal.players == ("Ann", "Dusty Dan")
    assert deal.seats == (PERSON, Seat(Level.SHERIFF)) and deal.computers == (1,)
    assert deal.to_dict()["players"] == ["Ann", {"name": "Dusty Dan", "computer": "sheriff"}]
    assert parse_deal(deal.to_dict()) == deal
    people = parse_deal(EXAMPLE)
    assert people.seats == (PERSON, PERSON) and people.to_dict()["players"] == ["Ann", "Ben"]


def test_every_seat_may_be_a_computer_player():
    """A demonstration game: all seats computers, in a shuffled deal and a deal file."""
    seats = [Seat(Level.GREENHORN), Seat(Level.DEPUTY), Seat(Level.SHERIFF)]
    deal = shuffled_deal(["A", "B", "C"], seed=5, seats=seats)
    assert deal.seats == tuple(seats) and deal.computers == (0, 1, 2)
    assert parse_deal(deal.to_dict(), seed=5) == deal
    assert shuffled_deal(["A", "B", "C"], seed=5).face_pile == deal.face_pile  # same cards


@pytest.mark.parametrize(
    ("player", "message"),
    [
        (7, 'Player 2 must be a name like "Ann", or a computer player like'),
        (["Dan"], "Player 2 must be a name"),
        ({"name": "Dusty Dan"}, 'Player 2 has no "computer"'),
        ({"computer": "deputy"}, 'Player 2 has no "name"'),
        ({**DAN, "level": 3}, 'Player 2 has an unknown key "level"'),
        ({"name": 5, "computer": "deputy"}, "Player 2's name must be text, not 5"),
        (
            {"name": "Dusty Dan", "computer": "marshal"},
            'Player 2, "Dusty Dan", has an unknown level "marshal": a computer '
            "player's level is one of greenhorn, deputy, sheriff",
        ),
        ({"name": "Dusty Dan", "computer": None}, "unknown level null"),
        ({"name": " ", "computer": "deputy"}, "Player 2's name is empty"),
        ({"name": "ANN", "computer": "deputy"}, '"ANN" is used twice'),
    ],
)
def test_a_computer_seat_that_cannot_be_used_is_refused_naming_it(player, message):
    """Every way a computer seat can be wrong gets one line naming the seat and the problem."""
    with pytest.raises(DealError) as caught:
        parse_deal(with_(players=["Ann", player]))
    assert message in str(caught.value)
    assert "\n" not in str(caught.value)


def test_seats_must_match_the_players():
    """A deal made in code with a seat too many or too few is refused."""
    with pytest.raises(DealError, match="2 players need 2 seats, not 3"):
        shuffled_deal(["A", "B"], seed=1, seats=[PERSON] * 3)
    deal = parse_deal(EXAMPLE)
    with pytest.raises(DealError, match="2 players but 1 seats"):
        Deal(deal.players, deal.face_pile, deal.digit_pile, deal.packs, seats=(PERSON,))


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Ann Lee", "Ann  Lee"),  # two spaces
        ("Ann Lee", "Ann\u00a0Lee"),  # a no-break space
        ("Ben", "Ben\u200b"),  # a zero-width space
        ("Sophie", "So\u00adphie"),  # a soft hyphen
        ("Mia", "Mi\u2060a"),  # a word joiner
        ("Zo\u00eb", "Zoe\u0308"),  # Zoë composed and decomposed
    ],
)
def test_two_players_whose_names_look_the_same_are_refused(first, second):
    """Issue 28: names that differ only in spaces, invisible characters or how an accent is
    typed look like one name on screen (and were one player in the records): refused, with
    a message naming both players and showing how the names differ."""
    with pytest.raises(DealError) as caught:
        parse_deal(with_(players=[first, "Cy", second]))
    message = str(caught.value)
    assert message.startswith("Players 1 and 3 have names that look the same"), message
    assert message.isprintable()


def test_names_are_tidied_where_they_enter_a_deal():
    """A deal file's names are kept tidied: one plain space, no invisible characters, accents
    composed, so every screen, file and record has one spelling of each name."""
    deal = parse_deal(with_(players=["  Ann\u00a0\u00a0Lee\u200b ", "Zoe\u0308", "\ufeffBen"]))
    assert deal.players == ("Ann Lee", "Zo\u00eb", "Ben")
    with pytest.raises(DealError, match="Player 2's name is empty"):
        parse_deal(with_(players=["Ann", "\u200b\u2060"]))
