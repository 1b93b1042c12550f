"""The command line: replay, deal, factor and simulate on good and bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from wildwest.__main__ import main
from wildwest.engine import new_game, parse_deal, play_out

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
