"""The layout sweep: every screen at 1024×600, 1366×768 and 1920×1080, in every text size,
with nothing cut, elided, off the screen or scrolling where the design has no scroll bar.

Each case (``1024x600-text150-table-steal``: see ``tests/ui/screens.py`` for the screens)
runs every check of ``tests/ui/layout_check.py``. The screens are rendered once, in one
process of their own with one simulated screen of each size (the offscreen platform is
chosen when the QApplication is made, so it cannot be this one); each test then reports
its case's problems. To see a case: ``python build_scripts/screenshots.py OUT --only ID``.

What must never scroll (:func:`no_scroll`):

- the scoreboard shows every player: all 14 up to the text size in
  :data:`SCOREBOARD_FITS` for the screen (a netbook has room for 14 rows of normal text
  beside the table; a projector-size screen for 14 rows of any size);
- the turn panel's feedback shows a whole turn's score explanation (the steal's, the
  longest: claims, the steal, the multiplier and the sum);
- sideways: the turn log, on a screen of 1366×768 or more where the side panels are beside
  the table (:data:`PANELS_FOLD`: where the cards need the room they are in a drawer), with
  its factorisation whole (its names wrap, and the columns that may go go);
- sideways: the game-over standings (the page sizes them to their rows; 14 players in large
  text on a netbook scroll up and down rather than push the buttons off the screen);
- sideways: the new-game form, the prime list (its tiles wrap), the rules (they wrap), the
  Tests tab and the sieve; up and down they may scroll (on a short screen the nine tests,
  or the hundred square under its buttons, go on below: the checks below still fail any
  square or label that is squeezed or cut, so scrolling never hides a cut).

Every screen the table is on also shows its cards readable (``tests/ui/readable_check.py``:
a card's rank and the number at least a stated size for the screen and the text size).

Scrolling is the design elsewhere: the turn log up and down, the new-game form up and down (Start
stays in sight below it), the prime list up and down, the map, the checker's drawings,
Records and the rules up and down.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.ui.layout_check import IF_SHOWN, SIDEWAYS
from tests.ui.screens import CASES, PANEL_TABS, Case

ROOT = Path(__file__).resolve().parents[2]
SCOREBOARD_FITS = {(1024, 600): 1.0, (1366, 768): 1.5, (1920, 1080): 2.0}
"""Per screen size, the largest text size at which all 14 scoreboard rows must show."""
SCOREBOARD_SCREENS = {
    "table-steal",
    "table-answer",
    "table-ladder",
    "tutorial-answer",
    "tutorial-table",
    *PANEL_TABS,
}
"""The screens with the scoreboard on show (game over and new game give the window over)."""
PANELS_FOLD = {((1366, 768), 2.0)}
"""The screens of 1366×768 or more where the side panels fold into their drawer on the
table's screens (the cards need the room: ``wildwest/ui/window/drawer.py``; on a netbook
they fold at Projector text, and at Larger once a turn's answer by ladder needs the room)."""
TURN_LOG_SCREENS = {"table-steal", "table-answer", "table-ladder"}
"""The screens with the turn log on show (in front of the prime reference)."""
SWEEP_TIMEOUT = 600

# One child process renders every case: under pytest-xdist (``--dist loadgroup``, as
# ``dev.py test`` runs) they all go to one worker, so the sweep runs once, beside other tests.
pytestmark = pytest.mark.xdist_group("layout-sweep")


def no_scroll(case: Case) -> list[str]:
    """The object names on ``case``'s screen that must show without scrolling."""
    names = []
    # Projector text: the panels may fold into their drawer (a longer language's turn panel
    # can need the room where English does not); on show, they must not scroll.
    may_fold = IF_SHOWN if case.scale >= 2.0 else ""
    if case.screen in SCOREBOARD_SCREENS and case.scale <= SCOREBOARD_FITS[case.size]:
        names.append("scoreboardView" + may_fold)
    beside = (case.size, case.scale) not in PANELS_FOLD
    if case.screen in TURN_LOG_SCREENS and case.size != (1024, 600) and beside:
        names.append("turnLog" + may_fold + SIDEWAYS)
    names += {
        "table-steal": ["feedbackScroll"],
        "game-over": ["standingsView" + SIDEWAYS],
        "panel-primes": ["primeListView" + SIDEWAYS],
        "panel-tests": ["divisibilityPage" + SIDEWAYS],
        "panel-sieve": ["sievePage" + SIDEWAYS],
        "new-game": ["newGameScroll" + SIDEWAYS],
        "rules": ["rulesText" + SIDEWAYS],
    }.get(case.screen, [])
    return names


@pytest.fixture(scope="module")
def sweep(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Any:
    """Render and check the selected cases in one child process; their problems by case."""
    wanted = [
        item.callspec.params["case"]
        for item in request.session.items
        if item.module is request.module and hasattr(item, "callspec")
    ]
    folder = tmp_path_factory.mktemp("layout")
    ask, answer = folder / "request.json", folder / "result.json"
    cases = [{"id": case.id, "no_scroll": no_scroll(case)} for case in wanted]
    ask.write_text(json.dumps({"cases": cases}), "utf-8")
    command = [sys.executable, "-m", "tests.ui.screens", "--check", str(ask), "--out", str(answer)]
    try:
        done = subprocess.run(
            command, check=False, cwd=ROOT, capture_output=True, text=True, timeout=SWEEP_TIMEOUT
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"the layout sweep took over {SWEEP_TIMEOUT} s", pytrace=False)
    if done.returncode != 0 or not answer.exists():
        pytest.fail(f"the layout sweep stopped:\n{done.stderr[-3000:]}", pytrace=False)
    result = json.loads(answer.read_text("utf-8"))
    capture = request.config.pluginmanager.get_plugin("capturemanager")
    reporter = request.config.pluginmanager.get_plugin("terminalreporter")
    if capture is not None and reporter is not None:
        with capture.global_and_fixture_disabled():
            reporter.write_line(f"layout sweep: {len(cases)} cases in {result['seconds']} s")
    return result


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.id)
def test_nothing_is_cut_off_screen_or_scrolling(case: Case, sweep: Any) -> None:
    """This screen, at this screen size and text size, passes every layout check."""
    assert not sweep["setup"], "\n".join(sweep["setup"])
    problems = sweep["problems"].get(case.id)
    assert problems is not None, f"{case.id} was not rendered"
    if problems:
        listing = "\n  ".join(problems)
        pytest.fail(f"{case.id}: {len(problems)} problems\n  {listing}", pytrace=False)
