"""Files and records: recovery file, learning records, save/open, Open Recent, start-up."""

from __future__ import annotations

import re
import subprocess
import sys
from datetime import date, datetime
from pathlib import Path

import pytest

from tests.play import start_game
from wildwest.controller import GameController
from wildwest.engine import Mode, new_game, play_out, prime_factors, shuffled_deal
from wildwest.persistence.instance import SingleInstance
from wildwest.persistence.recent import MAX_RECENT
from wildwest.persistence.records import RecordsStore
from wildwest.persistence.savefile import RecoveryFile, load_game
from wildwest.persistence.settings import Settings
from wildwest.present.sheets import deal_sheet, score_sheet
from wildwest.present.words import day_name, month_name
from wildwest.services.files_and_records import (
    SHARED_MESSAGE,
    FilesAndRecords,
    FolderClaim,
    claim_data_folder,
    suggested_name,
    when_text,
)

ROOT = Path(__file__).resolve().parents[2]
DEAL = shuffled_deal(["Ann", "Ben", "Cy"], seed=4821)


@pytest.fixture(autouse=True)
def _application(qapp):
    """Sessions are QObjects with signals; QSaveFile and QStandardPaths want an application."""
    return qapp


class Harness:
    """A controller and the files and records on a temporary data folder, as the app wires
    them."""

    def __init__(self, folder: Path, *, recovery: bool = True) -> None:
        self.folder = folder
        self.controller = GameController()
        self.settings = Settings(None)
        self.store = RecordsStore.open(folder / "records.sqlite3")
        self.recovery_path = folder / "recovery.wwgame"
        self.files = FilesAndRecords(
            self.controller, self.settings, self.store, self.recovery_path if recovery else None
        )
        self.messages: list[str] = []
        self.files.message.connect(self.messages.append)

    def play_turn(self, answer: str | None = None) -> None:
        """Draw and (outside Auto) answer right, or with ``answer``."""
        self.controller.draw()
        state = self.controller.state
        if state is not None and state.pending is not None:
            number = state.pending.number
            right = " x ".join(map(str, prime_factors(number))) or "none"
            self.controller.submit(answer if answer is not None else right)

    def finish(self) -> None:
        while self.controller.state is not None and not self.controller.state.is_over:
            self.play_turn()


@pytest.fixture
def harness(tmp_path):
    made = Harness(tmp_path)
    yield made
    made.files.shutdown()


def test_the_recovery_file_is_rewritten_after_every_move(harness):
    """After each action of a game in progress the recovery file holds exactly that game
    (read as the next start reads it: the main file and its parts)."""
    start_game(harness.controller, DEAL, Mode.PRACTICE)
    assert not harness.recovery_path.exists()
    for _ in range(3):
        harness.play_turn()
        saved = RecoveryFile(harness.recovery_path).load()
        assert saved.actions == harness.controller.actions
        assert saved.to_state() == harness.controller.state
    harness.controller.draw()
    assert RecoveryFile(harness.recovery_path).load().actions == harness.controller.actions


def test_game_over_removes_the_recovery_file(harness):
    """A finished game needs no recovery: the file goes when the game ends."""
    start_game(harness.controller, DEAL, Mode.AUTO)
    harness.play_turn()
    assert harness.recovery_path.exists()
    harness.finish()
    assert not harness.recovery_path.exists()


def test_closing_mid_game_keeps_the_recovery_file_and_a_clean_exit_removes_it(tmp_path):
    """Closing with unsaved turns keeps the game for next time; with nothing unsaved (saved,
    or no game) the recovery file is removed."""
    first = Harness(tmp_path)
    start_game(first.controller, DEAL, Mode.AUTO)
    first.play_turn()
    first.files.shutdown()
    assert first.recovery_path.exists()

    second = Harness(tmp_path)
    offer = second.files.recovery_offer()
    assert offer is not None
    second.files.resume(offer)
    second.play_turn()
    assert second.files.save(tmp_path / "game.wwgame") is None
    second.files.shutdown()
    assert not second.recovery_path.exists()

    third = Harness(tmp_path)
    third.files.shutdown()
    assert not third.recovery_path.exists()


def test_the_recovery_offer_names_the_time_and_scores_and_resumes_the_same_game(tmp_path):
    """The start-up question says when and how the game stood; Resume gives the same state."""
    first = Harness(tmp_path)
    start_game(first.controller, DEAL, Mode.PRACTICE)
    for _ in range(4):
        first.play_turn()
    first.controller.draw()  # a turn half-way: the digits are down
    before, actions = first.controller.state, first.controller.actions
    first.files.shutdown()

    second = Harness(tmp_path)
    now = datetime.fromtimestamp(second.recovery_path.stat().st_mtime)
    offer = second.files.recovery_offer(now=now)
    assert offer is not None
    scores = ", ".join(f"{s.name} {s.points}" for s in before.standings())
    assert offer.question == (
        f"Resume the game from today at {now:%H:%M}? {scores} after 4 turns (deal 4821)."
    )
    second.files.resume(offer)
    assert second.controller.state == before
    assert second.controller.actions == actions
    assert second.files.unsaved
    second.files.shutdown()


def test_a_damaged_recovery_file_is_reported_and_removed(harness):
    """A recovery file that does not load gives a one-line message, no offer, and is removed."""
    harness.recovery_path.write_bytes(b'{"format": "wildwest-game", "schema_ver')
    assert harness.files.recovery_offer() is None
    assert not harness.recovery_path.exists()
    assert len(harness.messages) == 1
    assert "could not be brought back" in harness.messages[0]
    assert "cut short" in harness.messages[0]


def test_a_recovery_file_that_cannot_be_written_warns_once(tmp_path):
    """When the recovery file cannot be written, one status message says so; play goes on."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    made = Harness(tmp_path)
    made.files.recovery = type(made.files.recovery)(blocker / "recovery.wwgame")
    start_game(made.controller, DEAL, Mode.AUTO)
    for _ in range(3):
        made.play_turn()
    assert len(made.controller.state.turns) == 3
    assert len(made.messages) == 1
    assert made.messages[0].startswith("The game cannot be kept safe against a crash")
    made.files.shutdown()


def test_every_scored_turn_and_every_finished_game_is_recorded(harness):
    """Records: a turn per scored turn (timed), a game per finished game with its winner."""
    start_game(harness.controller, DEAL, Mode.PRACTICE)
    harness.controller.draw()
    number = harness.controller.state.pending.number
    harness.controller.submit("9")  # wrong first: not right first time
    harness.controller.submit(" x ".join(map(str, prime_factors(number))))
    harness.finish()
    state = harness.controller.state
    store = harness.store
    for index, name in enumerate(state.players):
        summary = store.summary(name)
        assert summary.numbers_met == state.turns_of(index)
        assert summary.answers == state.turns_of(index)
        assert summary.games_played == 1
        assert summary.timed_answers == summary.answers
    winners = {state.players[i] for i in state.result().winners}
    assert {n for n in state.players if store.summary(n).games_won} == winners
    ann = store.summary("Ann")
    assert ann.right_first_time == ann.answers - 1


def test_opening_a_finished_game_records_nothing_again(harness, tmp_path):
    """Opening a saved game (finished or not) adds no turns or games to the records."""
    start_game(harness.controller, DEAL, Mode.AUTO)
    harness.finish()
    assert harness.files.save(tmp_path / "done.wwgame") is None
    before = [harness.store.summary(n) for n in DEAL.players]
    assert harness.files.open(tmp_path / "done.wwgame") is None
    assert [harness.store.summary(n) for n in DEAL.players] == before


def test_saving_and_opening_track_the_file_and_unsaved_turns(harness, tmp_path):
    """The title shows the file name and a dot for unsaved turns; Save clears the dot."""
    titles: list[str] = []
    harness.files.menu_changed.connect(lambda menu: titles.append(menu.title))
    start_game(harness.controller, DEAL, Mode.AUTO)
    assert harness.files.window_title() == "deal 4821 — Wild West"
    harness.play_turn()
    assert harness.files.unsaved
    assert harness.files.window_title() == "• deal 4821 — Wild West"
    path = tmp_path / "Ann v Ben.wwgame"
    assert harness.files.save(path) is None
    assert harness.files.current_file == path
    assert harness.files.window_title() == "Ann v Ben.wwgame — deal 4821 — Wild West"
    harness.play_turn()
    assert titles[-1] == "• Ann v Ben.wwgame — deal 4821 — Wild West"
    assert harness.files.recent_files() == [str(path)]
    assert harness.messages[-1] == "Saved Ann v Ben.wwgame"


def test_opening_a_bad_file_keeps_the_game_and_the_file(harness, tmp_path):
    """A file that does not load: the message names it, the game and the file are unchanged."""
    start_game(harness.controller, DEAL, Mode.AUTO)
    harness.play_turn()
    state = harness.controller.state
    bad = tmp_path / "bad.wwgame"
    bad.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    problem = harness.files.open(bad)
    assert problem == "bad.wwgame is not a Wild West game: it is not a text file"
    assert harness.controller.state is state
    assert bad.read_bytes() == b"\x89PNG\r\n\x1a\n\x00\x00"
    assert harness.files.current_file is None


def test_saving_where_it_cannot_returns_the_reason(harness, tmp_path):
    """Save into a folder that does not exist: a one-line reason; nothing marked saved."""
    start_game(harness.controller, DEAL, Mode.AUTO)
    harness.play_turn()
    problem = harness.files.save(tmp_path / "missing" / "game.wwgame")
    assert problem is not None and problem.startswith("game.wwgame could not be saved")
    assert harness.files.unsaved and harness.files.current_file is None
    assert harness.files.save(tmp_path / "x.wwgame") is None
    start_game(harness.controller, DEAL, Mode.AUTO)
    assert harness.files.current_file is None


def test_open_recent_keeps_eight_newest_first_and_drops_missing_files(harness, tmp_path):
    """Open Recent: newest first, no duplicates, at most eight; missing files are taken off
    with a message."""
    start_game(harness.controller, DEAL, Mode.AUTO)
    paths = [tmp_path / f"game {i}.wwgame" for i in range(10)]
    for path in paths:
        assert harness.files.save(path) is None
    assert harness.files.save(paths[3]) is None
    recent = harness.files.recent_files()
    assert len(recent) == MAX_RECENT
    assert recent[0] == str(paths[3])
    assert len(set(recent)) == MAX_RECENT
    paths[9].unlink()
    paths[8].unlink()
    message = harness.files.prune_recent()
    left = harness.files.recent_files()
    assert str(paths[9]) not in left and str(paths[8]) not in left and len(left) == 6
    assert (
        message
        == harness.messages[-1]
        == ("game 9.wwgame and game 8.wwgame are no longer there, so taken off Open Recent")
    )
    paths[7].unlink()
    problem = harness.files.open_recent(str(paths[7]))
    assert problem is not None and "no longer there" in problem
    assert str(paths[7]) not in harness.files.recent_files()


def test_when_text_and_suggested_names():
    """Times read as today / yesterday / a date; suggested file names are safe everywhere."""
    now = datetime(2025, 3, 4, 15, 0)
    assert when_text(datetime(2025, 3, 4, 10, 5), now) == "today at 10:05"
    assert when_text(datetime(2025, 3, 3, 16, 40), now) == "yesterday at 16:40"
    assert when_text(datetime(2025, 2, 24, 9, 15), now) == "Monday 24 February at 09:15"
    assert when_text(datetime(2024, 12, 2, 9, 15), now) == "Monday 2 December 2024 at 09:15"
    state = new_game(shuffled_deal(["Ann", 'B/e:n?"', "Cy"], seed=12))
    assert suggested_name(state) == "Ann B_e_n__ Cy - deal 12.wwgame"
    assert suggested_name(None) == "Wild West game.wwgame"


def test_no_words_come_from_the_computers_language():
    """Day and month names are English on any computer: strftime's %a %A %b %B %c %x %X %p
    follow the locale Qt sets (Montag, Mär on a German one), so wildwest/ never uses them."""
    names = re.compile(r"%[aAbBcxXp]\b")
    found = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for path in sorted((ROOT / "wildwest").rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if names.search(line)
    ]
    assert found == [], "use presenter.day_name and month_name:\n" + "\n".join(found)
    assert (day_name(datetime(2025, 3, 3)), month_name(date(2025, 9, 1), short=True)) == (
        "Monday",
        "Sep",
    )


def test_records_rows_and_history_for_the_records_window(harness):
    """The service turns the store's totals and history into plain rows for the views."""
    start_game(harness.controller, DEAL, Mode.PRACTICE)
    harness.finish()
    rows = harness.files.record_rows()
    assert [r.name for r in rows] == ["Ann", "Ben", "Cy"]
    assert all(r.games_played == 1 and r.right_share == 1.0 for r in rows)
    history = harness.files.history("Ann")
    assert len(history) == 1 and history[0].right_share == 1.0
    assert harness.files.records_note() == (
        f"Learning records are kept in {harness.folder / 'records.sqlite3'}"
    )


def test_sheets_match_the_engine():
    """The deal sheet's answer key is the engine's correct game; the score sheet's turns are
    the game's."""
    sheet = deal_sheet(DEAL)
    final = play_out(new_game(DEAL))
    assert len(sheet.turns) == len(final.turns) == sheet.faces_used
    assert [t.points for t in sheet.turns] == [t.points for t in final.turns]
    assert sum(s.points for s in sheet.standings) == sum(final.scores)
    assert sheet.face_pile[0] == DEAL.face_pile[0].symbol
    assert len(sheet.digit_pile) == len(DEAL.digit_pile)
    assert sheet.turns[0].factorisation == "5 is prime"  # 10♣ 5♣ makes 05
    assert sheet.turns[1].factorisation == "25 = 5²"
    score = score_sheet(final)
    assert score.status.startswith(f"Game over after {len(final.turns)} turns.")
    assert [s.points for s in score.standings] == sorted(final.scores, reverse=True)


HOLDER = """
import sys
from wildwest.persistence.instance import SingleInstance
from wildwest.persistence.recent import MAX_RECENT

instance = SingleInstance(sys.argv[1])
print("locked" if instance.acquire() else "refused", flush=True)
sys.stdin.readline()
"""


def test_a_second_copy_is_asked_and_can_quit_or_run_without_files(tmp_path):
    """With another copy holding the data folder: the question names its process; Quit quits,
    and Open anyway (the owner still running) runs without files."""
    lock = tmp_path / "wildwest.lock"
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(lock)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        cwd=ROOT,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == b"locked\n"
        asked: list[str] = []

        def refuse(message: str) -> bool:
            asked.append(message)
            return False

        assert claim_data_folder(SingleInstance(lock), refuse) is FolderClaim.QUIT
        assert asked[0].startswith("Wild West is already open")
        assert f"process {holder.pid} on this computer" in asked[0]
        anyway = SingleInstance(lock)
        assert claim_data_folder(anyway, lambda _m: True) is FolderClaim.SHARED
        assert not anyway.locked
    finally:
        assert holder.stdin is not None
        holder.stdin.write(b"\n")
        holder.stdin.close()
        holder.wait(timeout=30)
        assert holder.stdout is not None
        holder.stdout.close()
    mine = SingleInstance(lock)
    assert claim_data_folder(mine, lambda _m: pytest.fail("not asked")) is FolderClaim.OWNED
    mine.release()
    assert "no learning records" in SHARED_MESSAGE


def test_a_game_replaced_mid_way_is_kept_in_unfinished_games(harness):
    """Starting another game (or play again, or open) over an unsaved game in progress
    keeps it in "Unfinished games" and under Open Recent: nothing a pupil did is lost."""
    start_game(harness.controller, DEAL, Mode.CHALLENGE)
    for _ in range(3):
        harness.play_turn()
    before = harness.controller.state
    harness.controller.play_again()
    kept = list((harness.folder / "Unfinished games").glob("*.wwgame"))
    assert len(kept) == 1 and "deal 4821" in kept[0].name
    assert load_game(kept[0]).to_state() == before
    assert harness.files.recent_files()[0] == str(kept[0])
    assert any("unfinished game was kept" in m for m in harness.messages)


def test_a_saved_or_finished_game_is_not_copied_when_replaced(harness, tmp_path):
    """A game whose moves are all in a save file, or that has ended, is not kept again."""
    start_game(harness.controller, DEAL, Mode.AUTO)
    harness.play_turn()
    assert harness.files.save(tmp_path / "mine.wwgame") is None
    start_game(harness.controller, DEAL, Mode.AUTO)
    harness.finish()
    harness.controller.play_again()
    assert not (harness.folder / "Unfinished games").exists()


def test_an_unreadable_answer_does_not_rewrite_the_recovery_file(harness):
    """Typing something unreadable changes nothing, so the recovery file is left alone."""
    start_game(harness.controller, DEAL, Mode.PRACTICE)
    harness.controller.draw()
    folder = harness.recovery_path.parent

    def marked() -> dict[str, int]:
        return {p.name: p.stat().st_mtime_ns for p in folder.glob("recovery.wwgame*")}

    before = marked()
    harness.controller.submit("abc")
    assert marked() == before
    harness.controller.submit("2")  # a real (wrong) answer is a move: written again
    assert marked() != before
