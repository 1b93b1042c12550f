"""Every screen in a pseudo-language and right to left: nothing left in English, and it still
fits; right to left, mirrored, with the card table reading the number left to right.

The screens are those of ``tests/ui/screens.py``, rendered in a child process as the layout
sweep does (``tests/ui/test_layout.py``), with the request's ``"language": "pseudo"`` (every
text ``[Ŧéxţ~~]``: accented, in brackets, each word 40 % longer; see
``wildwest.ui.window.language.pseudo``) or ``"direction": "rtl"``
(``QGuiApplication.setLayoutDirection(Qt.RightToLeft)``). Each case runs every check of
``tests/ui/layout_check.py`` and those of ``tests/ui/i18n_check.py``. To look at one:
``python -m tests.ui.screens --check REQUEST.json`` with such a request. Each page of the
prime panel is also opened first in a window of its own (``"fresh": true``), in English and
in every shipped language, which the sweeps, opening them one after another, never do.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.ui.screens import PANEL_TABS, SCREENS, SIZES, TUTORIAL_SCREENS, Case
from tests.ui.test_layout import no_scroll

ROOT = Path(__file__).resolve().parents[2]
SWEEP_TIMEOUT = 600

ALL_SCREENS = SCREENS + TUTORIAL_SCREENS
PSEUDO_CASES = tuple(
    Case(screen, size, scale) for size in SIZES for scale in (1.0, 2.0) for screen in ALL_SCREENS
)
"""Every screen at every screen size, in normal and in the largest text."""
RTL_CASES = tuple(Case(screen, size, 1.0) for size in SIZES[:2] for screen in ALL_SCREENS)
"""Every screen on a netbook and a laptop, right to left."""
FIRST_LANGUAGES = ("en", "de", "fr", "es", "pseudo")
FIRST_SIZES = (((1024, 600), 1.5), ((1024, 600), 2.0), ((1366, 768), 2.0))
FIRST_CASES = tuple(Case(tab, size, scale) for size, scale in FIRST_SIZES for tab in PANEL_TABS)
"""Each page of the prime panel opened first, each in a window of its own, in large text: the
sweeps above open them one after another, and a page opened first gets a panel sized for
it alone (the map's words once lost their last line that way in German)."""
PSEUDO_GROUP = "pseudo-sweep"
"""Each child process's cases are one group (pytest-xdist's ``--dist loadgroup``, as
``dev.py test`` runs them): the sweep runs once, on one worker, beside the other tests."""


def sweep(
    request: pytest.FixtureRequest, folder: Path, cases: tuple[Case, ...], **how: object
) -> Any:
    """Render and check ``cases`` in one child process (``how``: the request's options)."""
    ask, answer = folder / "request.json", folder / "result.json"
    wanted = [{"id": case.id, "no_scroll": no_scroll(case)} for case in cases]
    ask.write_text(json.dumps({"cases": wanted, **how}), "utf-8")
    command = [sys.executable, "-m", "tests.ui.screens", "--check", str(ask), "--out", str(answer)]
    try:
        done = subprocess.run(
            command, check=False, cwd=ROOT, capture_output=True, text=True, timeout=SWEEP_TIMEOUT
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"the sweep took over {SWEEP_TIMEOUT} s", pytrace=False)
    if done.returncode != 0 or not answer.exists():
        pytest.fail(f"the sweep stopped:\n{done.stderr[-3000:]}", pytrace=False)
    return json.loads(answer.read_text("utf-8"))


@pytest.fixture(scope="module")
def pseudo_sweep(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Any:
    """Every pseudo case, rendered and checked once for this module."""
    return sweep(request, tmp_path_factory.mktemp("pseudo"), PSEUDO_CASES, language="pseudo")


@pytest.fixture(scope="module")
def rtl_sweep(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Any:
    """Every right-to-left case, rendered and checked once for this module."""
    return sweep(request, tmp_path_factory.mktemp("rtl"), RTL_CASES, direction="rtl")


@pytest.fixture(scope="module")
def first_shown(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Callable[[str], Any]:
    """The :data:`FIRST_CASES` of a language, rendered and checked once for this module."""
    done: dict[str, Any] = {}

    def result(language: str) -> Any:
        if language not in done:
            how: dict[str, object] = {"fresh": True}
            if language != "en":
                how["language"] = language
            folder = tmp_path_factory.mktemp(f"first-{language}")
            done[language] = sweep(request, folder, FIRST_CASES, **how)
        return done[language]

    return result


def problems_of(result: Any, case: Case) -> list[str]:
    assert not result["setup"], "\n".join(result["setup"])
    found = result["problems"].get(case.id)
    assert found is not None, f"{case.id} was not rendered"
    return list(found)


def is_untranslated(problem: str) -> bool:
    """A problem :func:`tests.ui.i18n_check.untranslated` reported (text left in English)."""
    return problem.startswith("menu ") or "': '" in problem


@pytest.mark.xdist_group(PSEUDO_GROUP)
@pytest.mark.parametrize("case", PSEUDO_CASES, ids=lambda case: case.id)
def test_no_text_is_left_in_english(case: Case, pseudo_sweep: Any) -> None:
    """In the pseudo-language every visible text of this screen has changed: nothing is
    written in English where a translator cannot reach it."""
    left = [p for p in problems_of(pseudo_sweep, case) if is_untranslated(p)]
    assert not left, f"{case.id}: {len(left)} texts in English\n  " + "\n  ".join(left)


@pytest.mark.xdist_group(PSEUDO_GROUP)
@pytest.mark.parametrize("case", PSEUDO_CASES, ids=lambda case: case.id)
def test_everything_fits_in_a_longer_language(case: Case, pseudo_sweep: Any) -> None:
    """With every text 40 % longer, this screen passes every layout check."""
    found = [p for p in problems_of(pseudo_sweep, case) if not is_untranslated(p)]
    assert not found, f"{case.id}: {len(found)} problems\n  " + "\n  ".join(found)


@pytest.mark.xdist_group("rtl-sweep")
@pytest.mark.parametrize("case", RTL_CASES, ids=lambda case: case.id)
def test_right_to_left_is_mirrored(case: Case, rtl_sweep: Any) -> None:
    """Right to left, this screen is mirrored, nothing overlaps or is cut, and the card
    table still reads the number from left to right."""
    found = problems_of(rtl_sweep, case)
    assert not found, f"{case.id}: {len(found)} problems\n  " + "\n  ".join(found)


@pytest.mark.parametrize(
    "language",
    [
        pytest.param(code, marks=pytest.mark.xdist_group(f"first-{code}"))
        for code in FIRST_LANGUAGES
    ],
)
@pytest.mark.parametrize("case", FIRST_CASES, ids=lambda case: case.id)
def test_a_panel_page_opened_first_fits(
    case: Case, language: str, first_shown: Callable[[str], Any]
) -> None:
    """This page of the prime panel, the first one opened, fits the panel it gets, in English,
    in each shipped language and with every text 40 % longer."""
    found = [p for p in problems_of(first_shown(language), case) if not is_untranslated(p)]
    assert not found, f"{language} {case.id}: {len(found)} problems\n  " + "\n  ".join(found)
