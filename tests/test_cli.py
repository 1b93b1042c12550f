"""The command line: replay, deal, factor and simulate on good, bad and hostile input."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from wildwest.__main__ import main
from wildwest.engine import (
    FaceCards,
    Level,
    balance,
    new_game,
    parse_card,
    parse_deal,
    play_out,
    turns_per_player,
)

ROOT = Path(__file__).resolve().parent.parent  # children run here: this checkout's wildwest

WORKED = {
    "players": ["Ann", "Ben"],
    "face_pile": ["JK", "KS", "JS", "JH"],
    "digit_pile": ["3D", "3C", "3S", "AH", "10S", "5S", "AS", "2S", "2H", "AD"],
}


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_replay_prints_the_documented_json(tmp_path, capsys):
    """replay: turns in play order, standings in seating order, stolen by victim, winners."""
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(WORKED), encoding="utf-8")
    code, out, err = run(capsys, "replay", str(path))
    assert code == 0 and err == ""
    result = json.loads(out)
    assert set(result) == {"turns", "standings", "winners"}
    first, second, third, fourth = result["turns"]
    assert set(first) == {
        "player",
        "face",
        "digits",
        "number",
        "factors",
        "claimed",
        "stolen",
        "multiplier",
        "points",
    }
    assert second == {
        "player": "Ben",
        "face": "KS",
        "digits": ["3S", "AH", "10S", "5S"],
        "number": 3105,
        "factors": [3, 3, 3, 5, 23],
        "claimed": [5, 23],
        "stolen": {},
        "multiplier": 4,
        "points": 8,
    }
    # Ann: J♠ A♠ 2♠ → 12, a steal turn: she already holds 3 and claims 2.
    assert third["number"] == 12 and third["claimed"] == [2] and third["points"] == 2 * 3
    # Ben: J♥ 2♥ A♦ → 21 = 3 × 7 with one match: 3 is Ann's (no steal), 7 is free.
    assert fourth["claimed"] == [7] and fourth["stolen"] == {}
    assert [s["player"] for s in result["standings"]] == ["Ann", "Ben"]
    state = play_out(new_game(parse_deal(WORKED)))
    for standing, engine in zip(result["standings"], state.standings(), strict=True):
        assert standing == {
            "player": engine.name,
            "points": engine.points,
            "primes": list(engine.primes),
            "largest_prime": engine.largest_prime,
        }
    assert result["winners"] == [state.players[i] for i in state.result().winners]


def test_replay_reports_stolen_primes_by_victim(tmp_path, capsys):
    """stolen maps each victim's name to the primes taken."""
    deal = {
        "players": ["Ann", "Ben"],
        "face_pile": ["JS", "JH"],
        "digit_pile": ["AS", "2D", "AH", "2H"],
        "rules": {"equal_turns": False},
    }
    path = tmp_path / "steal.json"
    path.write_text(json.dumps(deal), encoding="utf-8")
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 0
    assert json.loads(out)["turns"][1]["stolen"] == {"Ann": [2, 3]}


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"players": ["Ann"], "face_pile": [], "digit_pile": []}', "at least 2 players"),
        ('{"players": ["A", "B"], "face_pile": ["ZZ"], "digit_pile": []}', '"ZZ"'),
        ("{not json", "not valid JSON"),
        ("", "empty"),
    ],
)
def test_replay_of_a_bad_deal_exits_2_with_one_line_and_nothing_on_stdout(
    tmp_path, capsys, content, message
):
    """An invalid deal: exit 2, a one-line message naming the problem, empty stdout."""
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    code, out, err = run(capsys, "replay", str(path))
    assert code == 2 and out == "" and message in err and err.count("\n") == 1


def test_replay_of_a_missing_file_exits_2(tmp_path, capsys):
    """An unreadable file: exit 2, the file named on stderr."""
    code, out, err = run(capsys, "replay", str(tmp_path / "nope.json"))
    assert code == 2 and out == "" and "nope.json" in err and "Traceback" not in err


def test_deal_output_is_valid_input_for_replay(tmp_path, capsys):
    """deal --players N --seed S prints a deal file that replay accepts; same seed, same deal."""
    code, out, _ = run(capsys, "deal", "--players", "3", "--seed", "77")
    assert code == 0
    deal = json.loads(out)
    assert deal["packs"] == 2 and len(deal["face_pile"]) == 28 and len(deal["digit_pile"]) == 80
    assert run(capsys, "deal", "--players", "3", "--seed", "77")[1] == out
    path = tmp_path / "d.json"
    path.write_text(out, encoding="utf-8")
    code, replayed, _ = run(capsys, "replay", str(path))
    assert code == 0 and len(json.loads(replayed)["turns"]) == 27


def test_deal_without_a_seed_says_its_deal_code(capsys):
    """Without --seed the deal is random and its deal code goes to stderr."""
    code, out, err = run(capsys, "deal", "--players", "2", "--packs", "2")
    assert code == 0 and err.startswith("deal code ")
    assert json.loads(out)["packs"] == 2


def test_deal_names_computer_seats_and_replay_plays_them_correctly(tmp_path, capsys):
    """deal --seats person,deputy,greenhorn: computer seats with Wild West names in the deal
    file; replay factors every seat correctly (the Auto game) and marks the computers."""
    argv = ("deal", "--players", "3", "--seed", "77", "--seats", "person, Deputy ,greenhorn")
    code, out, _ = run(capsys, *argv)
    assert code == 0
    players = json.loads(out)["players"]
    assert players == [
        "Player 1",
        {"name": "Dusty Dan", "computer": "deputy"},
        {"name": "Calamity Cora", "computer": "greenhorn"},
    ]
    path = tmp_path / "d.json"
    path.write_text(out, encoding="utf-8")
    code, replayed, _ = run(capsys, "replay", str(path))
    people = tmp_path / "people.json"
    people.write_text(run(capsys, "deal", "--players", "3", "--seed", "77")[1], encoding="utf-8")
    plain = json.loads(run(capsys, "replay", str(people))[1])
    result = json.loads(replayed)
    assert code == 0 and [t["points"] for t in result["turns"]] == [
        t["points"] for t in plain["turns"]
    ]
    assert [s.get("computer") for s in result["standings"]] == [None, "deputy", "greenhorn"]
    named = ("deal", "--players", "2", "--seed", "1", "--names", "Ann,Robo", "--seats")
    code, out, _ = run(capsys, *named, "person,sheriff")
    assert json.loads(out)["players"] == ["Ann", {"name": "Robo", "computer": "sheriff"}]


@pytest.mark.parametrize(
    ("seats", "message"),
    [
        ("person", "--seats lists 1 seat(s) but --players is 2"),
        ("person,marshal", 'seat 2 is "marshal", which is not a seat: use person, greenhorn'),
        ("person,,", "--seats lists 3 seat(s)"),
    ],
)
def test_deal_refuses_seats_it_cannot_use(capsys, seats, message):
    """A wrong count or an unknown kind of seat is one line naming it, exit 2."""
    code, out, err = run(capsys, "deal", "--players", "2", "--seats", seats)
    assert code == 2 and out == "" and message in err and err.count("\n") == 1


@pytest.mark.parametrize(
    "argv",
    [
        ["deal", "--players", "1"],
        ["deal", "--players", "2", "--packs", "0"],
        ["deal", "--players", "2", "--seed", "-1"],
        ["deal", "--players", "2", "--names", "A,A"],
        ["deal", "--players", "2", "--packs", "100000000"],
        ["simulate", "--players", "2", "--games", "3", "--packs", "100000000"],
    ],
)
def test_deal_rejects_bad_options_with_exit_2(capsys, argv):
    """Bad deal options are one-line errors, exit 2."""
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "" and err.count("\n") == 1


def test_factor_prints_index_form_and_the_ladder(capsys):
    """factor N: index form and a division ladder."""
    code, out, _ = run(capsys, "factor", "3105")
    assert code == 0
    assert out.splitlines()[0] == "3105 = 3³ × 5 × 23"
    assert "  3 | 3105" in out and " 23 |   23" in out


@pytest.mark.parametrize(
    ("number", "expected"),
    [
        ("97", "97 is prime"),
        ("0", "0 has no prime factors"),
        ("1", "1 has no prime factors"),
        ("1000000000000", "1000000000000 = 2¹² × 5¹²"),
        ("999999999989", "999999999989 is prime"),
    ],
)
def test_factor_explains_primes_zero_one_and_big_numbers(capsys, number, expected):
    """Primes, 0, 1 and numbers up to 10^12."""
    code, out, _ = run(capsys, "factor", number)
    assert code == 0 and out.startswith(expected)


@pytest.mark.parametrize("number", ["abc", "-5", "2.5", "10000000000000", ""])
def test_factor_rejects_anything_else_clearly(capsys, number):
    """Letters, negatives, decimals, too big, empty: a clear error, exit 2."""
    code, out, err = run(capsys, "factor", number)
    assert code == 2 and out == "" and err.startswith("wildwest factor: ")


def test_simulate_prints_the_statistics_teachers_ask_about(capsys):
    """simulate: points mean/min/max, zero-point and steal shares, ties, turns per player."""
    code, out, _ = run(
        capsys, "simulate", "--players", "2", "--games", "300", "--seed", "1", "--json"
    )
    stats = json.loads(out)
    assert code == 0 and stats["games"] == 300 and stats["turns_per_player"] == 7
    assert stats["min_points"] <= stats["mean_points"] <= stats["max_points"]
    for share in ("zero_point_turn_share", "steal_turn_share", "tied_game_share"):
        assert 0 <= stats[share] <= 1
    code, text, _ = run(capsys, "simulate", "--players", "2", "--games", "300", "--seed", "1")
    assert "steal turns" in text and "zero-point turns" in text and "tied" in text


def test_simulate_rejects_bad_counts(capsys):
    """simulate with fewer than 2 players or no games is a one-line error."""
    assert run(capsys, "simulate", "--players", "1", "--games", "5")[0] == 2
    assert run(capsys, "simulate", "--players", "2", "--games", "0")[0] == 2


def test_simulate_a_pupil_against_a_level_prints_the_win_rate(capsys):
    """simulate --pupil P --against LEVEL: the balance run's figures, as JSON and as text."""
    argv = ["simulate", "--pupil", "0.8", "--against", "Deputy", "--games", "40", "--seed", "3"]
    code, out, err = run(capsys, *argv, "--opponents", "2", "--json")
    assert code == 0 and err == ""
    stats = json.loads(out)
    expected = balance(0.8, Level.DEPUTY, 40, 3, opponents=2)
    assert stats == json.loads(json.dumps(expected.to_dict()))
    assert stats["level"] == "deputy" and stats["fair_share"] == pytest.approx(1 / 3)
    code, text, _ = run(capsys, *argv)
    assert code == 0 and "against 1 Deputy" in text
    assert f"pupil wins:        {balance(0.8, Level.DEPUTY, 40, 3).pupil_win_rate:.1%}" in text


def test_simulate_knows_every_computer_level():
    """The command line's list of levels is the engine's."""
    from wildwest.__main__ import LEVELS

    assert tuple(level.value for level in Level) == LEVELS


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--pupil", "1.5", "--against", "deputy"], "from 0 to 1"),
        (["--pupil", "nan", "--against", "deputy"], "from 0 to 1"),
        (["--pupil", "lots", "--against", "deputy"], "from 0 to 1"),
        (["--pupil", "0.5", "--against", "marshal"], "greenhorn"),
        (["--pupil", "0.5"], "go together"),
        (["--against", "sheriff"], "go together"),
        (["--players", "2", "--opponents", "3"], "go together"),
        (["--pupil", "0.5", "--against", "deputy", "--opponents", "0"], "1 to 13"),
        (["--pupil", "0.5", "--against", "deputy", "--opponents", "14"], "1 to 13"),
        (["--pupil", "0.5", "--against", "deputy", "--players", "3"], "--opponents 2"),
        (["--pupil", "0.5", "--against", "deputy", "--packs", "0"], "--packs"),
        ([], "--players"),
    ],
)
def test_simulate_a_pupil_rejects_bad_arguments(capsys, extra, message):
    """A bad chance, level or count for the balance run: one line on stderr, exit 2."""
    try:  # argparse's own errors end with SystemExit(2)
        code, out, err = run(capsys, "simulate", "--games", "5", *extra)
    except SystemExit as done:
        code, (out, err) = done.code, capsys.readouterr()
    assert code == 2 and out == "" and message in err and err.count("\n") == 1


def test_simulate_a_pupil_caps_the_games(capsys):
    """More balance games than the documented maximum is refused before any is played."""
    code, _, err = run(
        capsys, "simulate", "--pupil", "0.5", "--against", "deputy", "--games", "100001"
    )
    assert code == 2 and "100,000" in err


def test_python_dash_m_wildwest_runs_headless_commands_without_qt():
    """`python -m wildwest factor` works and never imports Qt."""
    code = (
        "import sys, runpy; sys.argv = ['wildwest', 'factor', '360'];"
        "\ntry:\n runpy.run_module('wildwest', run_name='__main__')\nexcept SystemExit as e:\n"
        " assert e.code == 0, e.code\nassert not any(m.startswith('PySide6') for m in sys.modules)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("360 = 2³ × 3² × 5")


# ------------------------------------------------------------ house rule face_cards (issue 15)


@pytest.mark.parametrize(
    ("face_cards", "ranks", "per_pack"),
    [
        ("all", {"J", "Q", "K", "JK"}, 14),
        ("no_kings", {"J", "Q", "JK"}, 10),
        ("jacks_only", {"J", "JK"}, 6),
    ],
)
def test_deal_face_cards_round_trips_through_replay(tmp_path, capsys, face_cards, ranks, per_pack):
    """deal --face-cards X prints a deal with only those face cards; replay plays it to the end."""
    code, out, _ = run(
        capsys, "deal", "--players", "3", "--packs", "2", "--seed", "12", "--face-cards", face_cards
    )
    assert code == 0
    deal = json.loads(out)
    assert {parse_card(c).rank for c in deal["face_pile"]} == ranks
    assert len(deal["face_pile"]) == 2 * per_pack and len(deal["digit_pile"]) == 80
    assert deal["rules"].get("face_cards", "all") == face_cards
    path = tmp_path / "deal.json"
    path.write_text(out, encoding="utf-8")
    code, replayed, _ = run(capsys, "replay", str(path))
    turns = json.loads(replayed)["turns"]
    fewest, _ = turns_per_player(3, 2, face_cards=FaceCards(face_cards))
    assert code == 0 and len(turns) == 3 * fewest
    assert all(parse_card(turn["face"]).rank in ranks for turn in turns)


def test_simulate_honours_every_house_rule(capsys):
    """simulate --face-cards, --no-equal-turns and --steal-costs-points reach the statistics."""
    base = ["simulate", "--players", "3", "--games", "200", "--seed", "5", "--json"]
    default = json.loads(run(capsys, *base)[1])
    jacks = json.loads(run(capsys, *base, "--face-cards", "jacks_only")[1])
    uneven = json.loads(run(capsys, *base, "--no-equal-turns", "--steal-costs-points")[1])
    assert default["face_cards"] == "all" and jacks["face_cards"] == "jacks_only"
    assert jacks["digit_count_shares"] == {"2": 1.0, "3": 0.0, "4": 0.0}
    assert jacks["turns_per_player"] == 4 < default["turns_per_player"] == 9  # 12 and 28 cards
    assert uneven["equal_turns"] is False and uneven["steal_costs_points"] is True
    assert uneven["turns_per_player"] == pytest.approx(28 / 3)  # every face card is played
    code, text, _ = run(capsys, *base[:-1], "--face-cards", "no_kings")
    assert code == 0 and "face_cards no_kings" in text and "0.0% 4-digit" in text


# ------------------------------------------------------------ hostile input (issue 12)


def one_line_error(code: int, out: str, err: str) -> bool:
    return code == 2 and out == "" and err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["deal", "--players", "1000000000"], "must be 2 to 14"),
        (["deal", "--players", "15"], "must be 2 to 14"),
        (["deal", "--players", "2", "--packs", "101"], "must be 1 to 100"),
        (["simulate", "--players", "2", "--games", "1000000000"], "must be 1 to 1,000,000"),
        (["simulate", "--players", "1000000000", "--games", "2"], "must be 2 to 14"),
        (["simulate", "--players", "2", "--games", "2", "--packs", "101"], "must be 1 to 100"),
        (["simulate", "--players", "2", "--games", "2", "--seed", "9" * 5000], "0 to 999 999"),
        (["--seed", "3", "--players", "1000000000"], "must be 2 to 14"),
        (["deal", "--players", "2", "--face-cards", "kings"], "invalid choice: 'kings'"),
    ],
)
def test_every_count_has_a_maximum_checked_before_anything_runs(capsys, argv, says):
    """Huge counts (they grew past 4 GB or ran for hours) are one-line errors, exit 2, at once."""
    code, out, err = run(capsys, *argv)
    assert one_line_error(code, out, err) and says in err


@pytest.mark.parametrize(
    "argv",
    [
        ["deal", "--players", "2", "--seed", "١٢"],
        ["deal", "--players", "٢"],
        ["deal", "--players", "2", "--packs", "１"],
        ["simulate", "--players", "2", "--games", "١٠"],
        ["simulate", "--players", "2", "--games", "2", "--seed", "٣"],
        ["--seed", "12", "--players", "٢"],
        ["factor", "١٢"],
    ],
)
def test_only_the_digits_0_to_9_are_numbers(capsys, argv):
    """Arabic-Indic or full-width digits are refused everywhere with the same words."""
    code, out, err = run(capsys, *argv)
    assert one_line_error(code, out, err) and "the digits 0 to 9" in err


@pytest.mark.parametrize("text", ["+5", "1_000", " 3", "2.0", "-0"])
def test_counts_take_plain_digits_only(capsys, text):
    """--players and --games take plain digits ("+5", "1_000" are not counts), one message."""
    code, out, err = run(capsys, "simulate", "--players", "2", "--games", text)
    if text == " 3":  # surrounding spaces are forgiven, as in the app's number boxes
        assert code == 0
        return
    assert one_line_error(code, out, err) and "is not a whole number" in err


@pytest.mark.parametrize(
    ("number", "expected"),
    [("-0", "0 has no prime factors"), ("+12", "12 = 2² × 3"), ("−0", "0 has no prime factors")],
)
def test_factor_reads_signs_correctly(capsys, number, expected):
    """factor -0 is 0 (minus zero is zero, not a negative number); a leading + is allowed."""
    code, out, _ = run(capsys, "factor", number)
    assert code == 0 and out.startswith(expected)


@pytest.mark.parametrize(
    ("number", "says"),
    [
        ("+", '"+" has no digits'),
        ("-", '"-" has no digits'),
        ("-7", "Negative numbers"),
        ("3\n4", '"\\n" is not a digit'),
        ("12\x1b[2J", '"\\u001b" is not a digit'),
    ],
)
def test_factor_messages_are_right_and_one_line(capsys, number, says):
    """factor +, -, -7 and control characters: a message that fits the mistake, on one line."""
    code, out, err = run(capsys, "factor", number)
    assert one_line_error(code, out, err) and says in err


def test_argparse_errors_echoing_a_newline_stay_one_line(capsys):
    """An unknown command or option holding a newline is echoed escaped, on one line."""
    for argv in (["a\nb"], ["deal", "--players", "2", "--x\ny"], ["deal", "--players", "x\ny"]):
        code, out, err = run(capsys, *argv)
        assert code == 2 and out == "" and err.count("\n") == 1, argv


def test_an_empty_data_dir_is_refused(capsys):
    """--data-dir "" would put records, settings and logs in the current folder: refused."""
    for empty in ("", "  "):
        code, out, err = run(capsys, "--data-dir", empty)
        assert one_line_error(code, out, err) and "--data-dir needs a folder" in err


@pytest.mark.parametrize(
    ("players", "says"),
    [
        (["Ann", "x" * 200_000], "Player 2's name is 200000 characters long"),
        (["Ann", "\ud800"], "Player 2's name has half a character (\\ud800)"),
        (["Ann", "Ben\nCid"], "Player 2's name has a control character (\\n)"),
        ([f"P{i}" for i in range(15)], "at most 14 players"),
    ],
)
def test_replay_refuses_hostile_names_in_one_line(tmp_path, capsys, players, says):
    """replay of a deal with a huge name, half a character or 15 players: one line, exit 2."""
    path = tmp_path / "deal.json"
    path.write_text(json.dumps({**WORKED, "players": players}), encoding="ascii")
    code, out, err = run(capsys, "replay", str(path))
    assert one_line_error(code, out, err) and says in err


def test_deal_refuses_hostile_names(capsys):
    """deal --names with a control character or an over-long name: one line, exit 2."""
    for names in ("Ann,B\x07n", "Ann," + "y" * 25):
        code, out, err = run(capsys, "deal", "--players", "2", "--names", names)
        assert one_line_error(code, out, err) and "Player 2's name" in err


def test_deal_tidies_names_and_refuses_two_that_look_the_same(capsys):
    """Issue 28: deal --names keeps each name tidied (a no-break space, a zero-width space
    gone) and refuses two names that look the same, naming both, in one line, exit 2."""
    code, out, err = run(capsys, "deal", "--players", "2", "--seed", "1", "--names",
                         "Ann\u00a0Lee\u200b,Zoe\u0308")  # fmt: skip
    assert code == 0, err
    assert json.loads(out)["players"] == ["Ann Lee", "Zo\u00eb"]
    code, out, err = run(capsys, "deal", "--players", "2", "--names", "Ann Lee,Ann  Lee")
    assert one_line_error(code, out, err)
    assert 'Players 1 and 2 have names that look the same ("Ann Lee" and "Ann  Lee")' in err


def test_replay_of_a_fifo_is_refused_at_once(tmp_path, capsys):
    """replay of a named pipe says it is not a regular file instead of waiting for ever."""
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes on this system")
    fifo = tmp_path / "deal.json"
    os.mkfifo(fifo)
    code, out, err = run(capsys, "replay", str(fifo))
    assert one_line_error(code, out, err) and "not a regular file" in err


# ------------------------------------------------------------ pipes, consoles and signals


def child(*argv: str, **options) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "wildwest", *argv],
        capture_output="stdout" not in options,
        check=False,
        timeout=60,
        **options,
    )


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX pipes")
def test_a_closed_pipe_ends_quietly():
    """wildwest factor 360 | true: no traceback, exit 141 (128 + SIGPIPE) like other tools."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "wildwest", "factor", "360"],
            stdout=write_end,
            stderr=subprocess.PIPE,
            check=False,
            timeout=60,
        )
    finally:
        os.close(write_end)
    assert done.returncode == 141 and done.stderr == b""


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_full_disk_is_one_line_not_a_traceback():
    """wildwest deal > /dev/full: one line saying why, exit 1, no traceback."""
    with open("/dev/full", "wb") as full:
        done = subprocess.run(
            [sys.executable, "-m", "wildwest", "deal", "--players", "2", "--seed", "1"],
            stdout=full,
            stderr=subprocess.PIPE,
            check=False,
            timeout=60,
        )
    err = done.stderr.decode()
    assert done.returncode == 1 and err.count("\n") == 1
    assert "cannot write the output: No space left on device" in err


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX file descriptors")
def test_with_stderr_closed_the_deal_code_never_lands_in_the_json():
    """deal 2>&-: stdout is the deal file alone (the "deal code" note is dropped)."""
    done = subprocess.run(
        ["/bin/sh", "-c", 'exec "$0" -m wildwest deal --players 2 2>&-', sys.executable],
        stdout=subprocess.PIPE,
        check=False,
        timeout=60,
    )
    assert done.returncode == 0
    assert json.loads(done.stdout)["packs"] == 1


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["factor", "97"], "97 is prime: no prime up to sqrt(97) ~ 9.8 divides it."),
        (["factor", "3105"], "3105 = 3^3 x 5 x 23"),
    ],
)
def test_a_cp1252_console_gets_ascii_spellings_instead_of_a_crash(argv, expected):
    """PYTHONIOENCODING=cp1252 (Windows, redirected): √ and friends become sqrt, ~, x, ^."""
    done = child(*argv, env={**os.environ, "PYTHONIOENCODING": "cp1252"})
    assert done.returncode == 0 and done.stderr == b""
    assert done.stdout.decode("cp1252").splitlines()[0] == expected


def test_a_cp1252_console_keeps_every_name_in_the_json(tmp_path):
    """replay on cp1252 writes names it can't show as JSON escapes: nothing is lost."""
    path = tmp_path / "deal.json"
    path.write_text(json.dumps({**WORKED, "players": ["李雷", "Zoë 👩\u200d🎓"]}), encoding="utf-8")
    done = child("replay", str(path), env={**os.environ, "PYTHONIOENCODING": "cp1252"})
    assert done.returncode == 0 and done.stderr == b""
    result = json.loads(done.stdout.decode("cp1252"))
    assert [s["player"] for s in result["standings"]] == ["李雷", "Zoë 👩\u200d🎓"]
    done = child(
        "simulate",
        "--players",
        "2",
        "--games",
        "5",
        env={**os.environ, "PYTHONIOENCODING": "cp1252"},
    )
    assert done.returncode == 0 and b"points per player" in done.stdout


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX terminals and signals")
def test_simulate_shows_progress_on_a_terminal_and_ctrl_c_ends_quietly():
    """simulate draws a progress line on a terminal stderr (never stdout); Ctrl+C exits 130."""
    import pty
    import select
    import signal

    controller, terminal = pty.openpty()
    # Python's own Ctrl+C handler even if this test runs where SIGINT is ignored (a background job).
    code = (
        "import signal, sys; signal.signal(signal.SIGINT, signal.default_int_handler); "
        "from wildwest.__main__ import main; sys.exit(main(sys.argv[1:]))"
    )
    argv = ["simulate", "--players", "14", "--games", "1000000", "--packs", "20", "--json"]
    process = subprocess.Popen(
        [sys.executable, "-c", code, *argv], stdout=subprocess.PIPE, stderr=terminal
    )
    wiped = b"\r" + b" " * 60 + b"\r"
    shown = b""
    try:
        while b"simulating:" not in shown:
            ready, _, _ = select.select([controller], [], [], 60)
            assert ready, "no progress line within a minute"
            shown += os.read(controller, 1024)
        process.send_signal(signal.SIGINT)
        out, _ = process.communicate(timeout=60)
        # The terminal stays open on this side, so what the child wrote last can still be read.
        while not shown.endswith(wiped) and select.select([controller], [], [], 10)[0]:
            shown += os.read(controller, 1024)
    finally:
        if process.poll() is None:
            process.kill()
        os.close(terminal)
        os.close(controller)
    assert process.returncode == 130 and out == b""
    assert b"of 1,000,000 games" in shown and b"Traceback" not in shown
    assert shown.endswith(wiped)  # the line is wiped, so the prompt comes back clean


def test_simulate_draws_no_progress_when_stderr_is_not_a_terminal(capsys):
    """With stderr redirected (a log, a pipe), simulate writes nothing there."""
    code, out, err = run(capsys, "simulate", "--players", "2", "--games", "3000", "--json")
    assert code == 0 and err == "" and json.loads(out)["games"] == 3000


def test_the_command_lines_limits_are_the_engines():
    """__main__ repeats a few engine constants (to start the app without the engine): they agree."""
    from wildwest import __main__ as cli
    from wildwest import engine

    assert (cli.MAX_PLAYERS, cli.MAX_PACKS, cli.MAX_GAMES) == (
        engine.MAX_PLAYERS,
        engine.MAX_PACKS,
        engine.MAX_GAMES,
    )
    assert tuple(value.value for value in engine.FaceCards) == cli.FACE_CARDS


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["--seed", "7", "--players", "2"],
        ["--see", "7", "--play", "3", "--mode", "practice"],  # abbreviations
        ["--open", "game.wwgame", "--language", "de"],
        ["--data-dir", "/tmp/x", "--self-test"],
        ["--players", "1"],  # out of range
        ["--players", "٣"],  # not ASCII digits
        ["--mode", "cheat"],
        ["--seed"],  # a value missing
        ["--nonsense"],
        ["foo"],  # neither an option nor a command
        ["factor", "360"],
        ["--seed", "7", "deal", "--players", "2"],
        ["--version"],
        ["-h"],
        ["--he"],
        ["factor", "--help"],
    ],
)
def test_the_desktop_parser_gives_what_the_whole_parser_gives(argv, capsys):
    """The common start parses without the commands' parsers (issue 31); every result, help
    text, error message and exit status is still the whole parser's."""
    from wildwest.__main__ import build_parser, parse_command_line

    def outcome(parse):
        try:
            result = ("parsed", vars(parse(argv)))
        except SystemExit as done:
            result = ("exit", done.code)
        out, err = capsys.readouterr()
        return result, out, err

    whole = outcome(build_parser().parse_args)
    assert outcome(lambda tokens: parse_command_line(tokens)[1]) == whole


def test_the_common_start_builds_no_commands_parsers():
    from wildwest.__main__ import _DesktopParser, parse_command_line

    parser, args = parse_command_line(["--seed", "7", "--players", "2"])
    assert isinstance(parser, _DesktopParser)
    assert (args.command, args.seed, args.players) == (None, "7", 2)
    assert not isinstance(parse_command_line(["factor", "12"])[0], _DesktopParser)
