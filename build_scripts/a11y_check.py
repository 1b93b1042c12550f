#!/usr/bin/python3
"""The screen-reader check through the real Linux stack (issue 18).

    python3 build_scripts/a11y_check.py [--orca] [--keep DIR] [--verbose]

Starts the game under Xvfb on its own D-Bus session with the AT-SPI bus, Qt over xcb
with ``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``, and watches it from outside the process
with pyatspi, as a screen reader does. By keys alone (xdotool) it plays:

- a Practice game: draw, a wrong answer, a hint, the right answer, the computer
  player's turn and the result;
- a Challenge game: draw and one answer;
- a Practice game: the prime reference's five pages, a turn climbed on the division
  ladder, Records, Help → Rules and the start of Learn to play;
- a game with real cards from the new-game screen: the cards picked on the card picker;

and asserts that the events Orca 43 speaks (a focus change, a change of the focused
object's name or description, a notification shown; see
``wildwest/ui/accessibility/speech.py``) carry the face card, the number, the
feedback, the hint, the ladder's steps, the cards picked, the score and the result,
each once and in order, that no focus lands on a hidden widget and that the focus
doesn't flicker after a score. It also walks Tab through every screen it visits and
fails on a keyboard trap, an unnamed or hidden stop. With ``--orca`` it
also runs Orca itself with a debug log and checks its ``SPEECH OUTPUT`` lines.

It needs Debian's (or Ubuntu's) packages, and about 8 minutes, so it is not part of
``.ci/run``::

    apt-get install xvfb xdotool at-spi2-core python3-pyatspi dbus-x11 orca

Run it with the system's Python 3 (pyatspi is a system package); the game runs from
the project's ``.venv`` (``python build_scripts/dev.py test`` makes it). Exit status 0:
every check passed; 1: a check failed (each failure is one line); 2: the stack is
missing something (one line says what).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
VENV_PYTHON = ROOT / ".venv" / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
TOOLS = ("Xvfb", "xdotool", "dbus-run-session")
WAIT = 30.0
"""Seconds to wait for the game to react to one key, at most."""
CHANGES = (
    "object:property-change:accessible-description",
    "object:property-change:accessible-name",
)
"""Changes Orca 43 speaks when they happen to the focused object."""
LISTENED = (
    "object:state-changed:focused",
    "object:state-changed:showing",
    "object:property-change:accessible-name",
    "object:property-change:accessible-description",
    "object:text-changed:insert",
    "object:announcement",
    "window:activate",
)


def fail_setup(message: str) -> None:
    print(f"a11y_check: {message}", file=sys.stderr)
    raise SystemExit(2)


# ---------------------------------------------------------------- outside: Xvfb and D-Bus


def outer(args: argparse.Namespace) -> int:
    """Check the tools, start Xvfb, and run the check again on a D-Bus session of its own."""
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if args.orca and shutil.which("orca") is None:
        missing.append("orca")
    if missing:
        fail_setup(f"missing {', '.join(missing)}: apt-get install xvfb xdotool dbus-x11 orca")
    try:
        import pyatspi  # noqa: F401
    except ImportError:
        fail_setup("no pyatspi: run with /usr/bin/python3 after apt-get install python3-pyatspi")
    if not VENV_PYTHON.exists():
        fail_setup(f"no {VENV_PYTHON}: run python build_scripts/dev.py test once first")
    display = f":{90 + os.getpid() % 100}"
    xvfb = subprocess.Popen(
        ["Xvfb", display, "-screen", "0", "1366x768x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        time.sleep(1.0)
        if xvfb.poll() is not None:
            fail_setup(f"Xvfb could not start on {display}")
        env = dict(os.environ, DISPLAY=display, NO_AT_BRIDGE="0", GTK_MODULES="")
        env.pop("WAYLAND_DISPLAY", None)
        command = ["dbus-run-session", "--", sys.executable, __file__, "--inner", *sys.argv[1:]]
        return subprocess.call(command, env=env)
    finally:
        xvfb.terminate()
        xvfb.wait(10)


# ---------------------------------------------------------------- inside: the observer


class Observer:
    """Every AT-SPI event of the game that a screen reader acts on, in order."""

    def __init__(self) -> None:
        import pyatspi

        self.pyatspi = pyatspi
        self.events: list[dict[str, Any]] = []
        self.lock = threading.Lock()
        self.app_name = ""

    def start(self) -> None:
        for kind in LISTENED:
            with contextlib.suppress(Exception):  # an event type this pyatspi does not know
                self.pyatspi.Registry.registerEventListener(self._on_event, kind)

    def _on_event(self, event: Any) -> None:
        try:
            source = event.source
            app = source.getApplication()
            app_name = app.name if app is not None else ""
            if app_name not in ("wildwest", "python", "Wild West", "python3") and not (
                app_name.lower().startswith(("wild", "python"))
            ):
                return
            states = source.getState()
            record = {
                "type": str(event.type),
                "detail1": event.detail1,
                "data": event.any_data if isinstance(event.any_data, str) else "",
                "name": source.name or "",
                "role": source.getRoleName(),
                "description": source.description or "",
                "showing": states.contains(self.pyatspi.STATE_SHOWING),
                "time": time.monotonic(),
            }
            if record["type"].startswith("object:state-changed:focused") and event.detail1:
                record["children"] = self._children(source)
                if record["role"] == "page tab list":  # a reader says its current tab
                    record["selected"] = self._selected(source)
        except Exception:  # the object went away while we looked
            return
        with self.lock:
            self.events.append(record)

    def _children(self, source: Any) -> list[str]:
        try:
            return [source[i].name for i in range(min(source.childCount, 40))]
        except Exception:
            return []

    def _selected(self, source: Any) -> str:
        """The name of the tab list's current tab (the list's own name may be stale)."""
        try:
            forget(source)
            for i in range(min(source.childCount, 40)):
                child = source[i]
                if child is None:
                    continue
                forget(child)
                if child.getState().contains(self.pyatspi.STATE_SELECTED):
                    return str(child.name)
        except Exception:
            return ""
        return ""

    def mark(self) -> int:
        with self.lock:
            return len(self.events)

    def since(self, start: int) -> list[dict[str, Any]]:
        with self.lock:
            return list(self.events[start:])

    def wait_for(self, start: int, test: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            for event in self.since(start):
                if test(event):
                    return event
            time.sleep(0.05)
        raise Failure("timed out waiting for the game to react")

    def settle(self, quiet: float = 0.6) -> None:
        """Wait until no event has come for ``quiet`` seconds."""
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            with self.lock:
                last = self.events[-1]["time"] if self.events else 0.0
            if time.monotonic() - last >= quiet:
                return
            time.sleep(0.05)


def forget(accessible: Any) -> None:
    """Drop what libatspi keeps of ``accessible`` (Qt sends no change for a tab list's
    current tab, so its kept states and name go stale; Orca asks again)."""
    for name in ("clear_cache", "clearCache"):
        method = getattr(accessible, name, None)
        if callable(method):
            with contextlib.suppress(Exception):
                method()
            return


class Failure(Exception):
    """One check failed (its message is one line)."""


def spoken(events: list[dict[str, Any]], start: int = 0) -> list[str]:
    """What Orca 43 says for these events, in order (its rules for each kind, roughly:
    the new focus's name and description, the focused object's new name or description,
    a notification's name as it is shown)."""
    said: list[str] = []
    focus = ""
    if start >= len(events):
        return []
    for index, event in enumerate(events):
        if index == start:
            said = []  # what came before only sets where the focus is
        kind = event["type"]
        if kind.startswith("object:state-changed:focused") and event["detail1"]:
            focus = event["name"] + "|" + event["role"]
            said.append(f"{event['name']} {event['role']} {event['description']}".strip())
        elif kind.startswith(CHANGES):
            if event["name"] + "|" + event["role"] == focus and event["data"]:
                said.append(event["data"])
        elif (
            kind.startswith("object:state-changed:showing")
            and event["detail1"]
            and event["role"] == "notification"
        ):
            said.append(event["name"])
    return said


def key(*keys: str) -> None:
    subprocess.run(["xdotool", "key", "--delay", "60", *keys], check=True)


def type_text(text: str) -> None:
    subprocess.run(["xdotool", "type", "--delay", "40", text], check=True)


def factors_of(number: int) -> list[int]:
    out, p = [], 2
    while p * p <= number:
        while number % p == 0:
            out.append(p)
            number //= p
        p += 1
    if number > 1:
        out.append(number)
    return out


class Check:
    """One run of the game: start it, drive it by keys, and judge what was said."""

    def __init__(self, observer: Observer, work: Path, verbose: bool) -> None:
        self.observer = observer
        self.work = work
        self.verbose = verbose
        self.failures: list[str] = []
        self.passed: list[str] = []
        self.game: subprocess.Popen[bytes] | None = None
        self.last_start = 0
        self.orca_marks: dict[str, int] = {}
        """Where each game starts in Orca's debug log (bytes), by game."""
        self.main_window = ""
        """The X window of the game's main window (xdotool's id)."""
        self.orca_log: Path | None = None
        """Orca's debug log while Orca runs: each key waits until Orca has caught up."""

    def expect(self, ok: bool, what: str) -> None:
        (self.passed if ok else self.failures).append(what)
        if self.verbose or not ok:
            print(("PASS " if ok else "FAIL ") + what, flush=True)

    def deal_file(self, name: str) -> Path:
        """A short deal: a person, then Dusty Dan (Sheriff), one turn each."""
        out = subprocess.run(
            [
                str(VENV_PYTHON),
                "-m",
                "wildwest",
                "deal",
                "--players",
                "2",
                "--seed",
                "7",
                "--seats",
                "person,sheriff",
                "--names",
                "Ann,Dusty Dan",
            ],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        deal = json.loads(out)
        deal["face_pile"] = deal["face_pile"][:2]
        path = self.work / f"{name}.json"
        path.write_text(json.dumps(deal), encoding="utf-8")
        return path

    def start_game(self, mode: str, *, deal: bool = True) -> int:
        """The game in ``mode`` (the short deal; without ``deal``: the new-game screen)."""
        data = self.work / f"data-{mode}{'' if deal else '-new'}"
        shutil.rmtree(data, ignore_errors=True)
        data.mkdir(parents=True)
        (data / "wildwest.ini").write_text(
            "[tutorial]\noffered=true\n[game]\ncomputer_pace=normal\n[display]\nanimations=false\n",
            encoding="utf-8",
        )
        env = dict(
            os.environ,
            QT_QPA_PLATFORM="xcb",
            QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
            QT_ACCESSIBILITY="1",
        )
        if self.orca_log is not None and self.orca_log.exists():
            self.orca_marks[f"{mode}{'' if deal else '-new'}-{len(self.orca_marks)}"] = (
                self.orca_log.stat().st_size
            )
        start = self.observer.mark()
        dealt = ["--deal", str(self.deal_file(mode))] if deal else []
        self.game = subprocess.Popen(
            [
                str(VENV_PYTHON),
                "-m",
                "wildwest",
                *dealt,
                "--mode",
                mode,
                "--data-dir",
                str(data),
            ],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=open(self.work / f"game-{mode}.log", "wb"),  # noqa: SIM115
        )
        # No window manager: give the window the keyboard focus by hand.
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", "Wild West"],
                capture_output=True,
                text=True,
                check=False,
            ).stdout.split()
            if found:
                self.main_window = found[-1]
                subprocess.run(["xdotool", "windowfocus", found[-1]], check=False)
                break
            time.sleep(0.2)
        self.observer.wait_for(
            start, lambda e: e["type"].startswith("object:state-changed:focused")
        )
        self.observer.settle(1.0)
        return start

    def stop_game(self) -> None:
        if self.game is not None:
            self.game.terminate()
            try:
                self.game.wait(10)
            except subprocess.TimeoutExpired:
                self.game.kill()
            self.game = None

    # ------------------------------------------------------------ helpers

    def press(self, *keys: str, quiet: float = 0.8) -> list[dict[str, Any]]:
        start = self.observer.mark()
        self.last_start = start
        key(*keys)
        time.sleep(0.2)
        self.observer.settle(quiet)
        self.orca_caught_up()
        return self.observer.since(start)

    def until_over(self) -> list[dict[str, Any]]:
        """Wait for the computer player's turn and the end of the game (it is said)."""
        start = self.last_start
        self.observer.wait_for(start, lambda e: "Game over" in e["data"])
        self.observer.settle(1.0)
        self.orca_caught_up()
        return self.observer.since(start)

    def typed(self, text: str) -> None:
        type_text(text)
        self.observer.settle(0.4)
        self.orca_caught_up()

    def orca_caught_up(self, quiet: float = 1.5) -> None:
        """Wait until Orca's log has been still for ``quiet`` seconds: a pupil waits for
        the speech, and Orca drops a focus event when a newer one is queued."""
        if self.orca_log is None:
            return
        deadline = time.monotonic() + 4 * WAIT
        size, still = -1, time.monotonic()
        while time.monotonic() < deadline:
            now = self.orca_log.stat().st_size if self.orca_log.exists() else 0
            if now != size:
                size, still = now, time.monotonic()
            elif time.monotonic() - still >= quiet:
                return
            time.sleep(0.1)

    def show(self, title: str, events: list[dict[str, Any]]) -> list[str]:
        said = spoken(self.observer.since(0), self.last_start)
        if self.verbose:
            print(f"--- {title}")
            for line in said:
                print(f"    says: {line}")
        return said

    def focus_before(self, events: list[dict[str, Any]]) -> str:
        """Where the focus was before ``events`` (a tail of the observer's events)."""
        every = self.observer.since(0)
        earlier = every[: len(every) - len(events)] if events else every
        focus = self.focus_events(earlier)
        return focus[-1]["name"] if focus else ""

    def focus_events(self, events: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return [
            e
            for e in events
            if e["type"].startswith("object:state-changed:focused") and e["detail1"]
        ]

    def no_burst(self, events: list[dict[str, Any]], what: str) -> None:
        focus = self.focus_events(events)
        names = [e["name"] for e in focus]
        moves = [n for i, n in enumerate(names) if i == 0 or names[i - 1] != n]
        if moves and moves[0] == self.focus_before(events):
            moves = moves[1:]  # the focus given back to where it was (a key's modifier)
        self.expect(len(moves) <= 1, f"{what}: the focus moves at most once ({names})")
        hidden = [e["name"] for e in focus if not e["showing"]]
        self.expect(not hidden, f"{what}: the focus never lands on a hidden widget ({hidden})")

    def once(self, said: list[str], pattern: str, what: str) -> int:
        hits = [i for i, line in enumerate(said) if re.search(pattern, line)]
        self.expect(len(hits) == 1, f"{what} is said once ({len(hits)} times: {pattern})")
        return hits[0] if hits else -1

    # ------------------------------------------------------------ the games

    def practice(self) -> None:
        self.start_game("practice")
        events = self.press("ctrl+d")
        said = self.show("Ctrl+D", events)
        self.no_burst(events, "Draw")
        draw = self.once(said, r"turned over the Jack of hearts", "the face card")
        number = self.once(said, r"The number is 22", "the number")
        self.expect(draw == number >= 0, "the cards and the number are one utterance")
        focus = self.focus_events(events)
        self.expect(
            bool(focus) and focus[-1]["name"] == "Your factorisation",
            "after Draw the focus is on the answer box",
        )
        self.typed("3")
        events = self.press("Return")
        said = self.show("a wrong answer", events)
        self.no_burst(events, "a wrong answer")
        self.once(said, r"3 does not divide 22|not .*22|22 is not", "the feedback")
        events = self.press("alt+t")
        said = self.show("Alt+T (hint)", events)
        self.once(said, r"[Hh]int", "the hint")
        self.expect(
            not self.focus_events(events)
            or self.focus_events(events)[-1]["name"] == "Your factorisation",
            "after a hint the focus stays in the answer box",
        )
        key("ctrl+a")
        self.typed("2*11")
        events = self.press("Return")
        events = self.until_over()
        said = self.show("the right answer, Dusty Dan's turn and the result", events)
        self.no_burst(events[: self._first_computer(events)], "the score")
        scored = self.once(said, r"Ann scores", "Ann's score")
        theirs = self.once(said, r"Dusty Dan turned over", "Dusty Dan's cards")
        their_score = self.once(said, r"Dusty Dan scores", "Dusty Dan's score")
        over = self.once(said, r"Game over", "the result")
        self.expect(
            0 <= scored <= theirs <= their_score <= over,
            "the score, the other player's turn and the result are said in order",
        )
        self.table_children()
        self.walk("the table after the game", tab_limit=40)
        self.press("alt+r", quiet=1.0)  # See the results
        self.walk("the game-over screen", tab_limit=40)
        self.press("ctrl+n", quiet=1.0)
        events = self.observer.since(max(0, self.observer.mark() - 40))
        first = list(self.focus_events(events))
        self.expect(
            bool(first) and first[-1]["name"].startswith("Name of player 1"),
            f"the new-game screen starts on the first name ({first[-1]['name'] if first else ''})",
        )
        self.walk("the new-game screen", tab_limit=120)
        self.stop_game()

    def _first_computer(self, events: list[dict[str, Any]]) -> int:
        for i, event in enumerate(events):
            if "Dusty Dan" in event.get("data", ""):
                return i
        return len(events)

    def challenge(self) -> None:
        self.start_game("challenge")
        events = self.press("ctrl+d")
        said = self.show("Ctrl+D (Challenge)", events)
        self.once(said, r"Jack of hearts.*The number is 22", "the face card and number")
        self.typed("2*11")
        events = self.press("Return")
        events = self.until_over()
        said = self.show("the Challenge answer", events)
        self.once(said, r"Ann scores", "the Challenge score")
        self.walk("the table in a Challenge game", tab_limit=40)
        self.stop_game()

    # ------------------------------------------------------------ the other screens

    def said_after(self, keys: tuple[str, ...], title: str, quiet: float = 0.8) -> list[str]:
        events = self.press(*keys, quiet=quiet)
        said = self.show(title, events)
        self.no_burst(events, title)
        return said

    def ladder_and_panel(self) -> None:
        """Practice: the prime reference's five pages walked by Tab, then a turn climbed on
        the division ladder by keys (each step said), Records and Help → Rules walked, and
        Learn to play begun from the new-game screen."""
        self.start_game("practice")
        self.panel_pages()
        self.press("ctrl+d")
        events = self.press("alt+l")
        said = self.show("Alt+L (answer by ladder)", events)
        # Qt gives a check box the focus with its Alt-key, then the ladder takes it.
        moves = [e["name"] for e in self.focus_events(events)]
        moves = [n for i, n in enumerate(moves) if i == 0 or moves[i - 1] != n]
        self.expect(
            moves in (["Prime to try"], ["Answer by ladder", "Prime to try"]),
            f"Alt+L: the focus goes into the ladder's prime box ({moves})",
        )
        self.once(said, r"Try a prime on 22", "the ladder's first step")
        self.walk("the division ladder", tab_limit=60)
        self.focus_back("Prime to try")
        steps = (
            ("3", r"3 does not divide 22", "a prime that does not divide"),
            ("2", r"Yes: 2 divides 22", "a prime that divides"),
            ("11", r"Right: 22 ÷ 2 = 11", "the quotient"),
            ("11", r"Yes: 11 divides 11", "the last prime"),
        )
        for typed, pattern, what in steps:
            self.typed(typed)
            said = self.said_after(("Return",), f"the ladder: {typed}")
            self.once(said, pattern, f"the ladder: {what}")
        self.typed("1")
        self.press("Return")
        events = self.until_over()
        said = self.show("the ladder's last quotient", events)
        self.once(said, r"Ann scores", "the ladder's score")
        self.once(said, r"Game over", "the result after the ladder")
        self.dialog("ctrl+shift+r", "Learning records", "Records")
        self.dialog("F1", "Rules", "Help → Rules")
        self.tutorial()
        self.stop_game()

    def focus_back(self, name: str) -> None:
        """Tab on until the focus is on ``name`` again (after a walk round)."""
        for _ in range(80):
            focus = self.focus_events(self.observer.since(max(0, self.observer.mark() - 30)))
            if focus and focus[-1]["name"] == name:
                return
            self.press("Tab", quiet=0.3)

    def panel_pages(self) -> None:
        """The prime reference in front as a pupil brings it (Tab to the docks' tab bar,
        Right), then each page by its Alt-key, and a Tab walk of the window with it."""
        for _ in range(40):  # Tab to the docks' tab bar (the turn log's tab is current)
            focus = self.focus_events(self.observer.since(self.last_start))
            if focus and focus[-1]["role"] == "page tab list" and focus[-1]["name"] == "Turn log":
                break
            self.press("Tab", quiet=0.35)
        said = self.said_after(("Right",), "Right (the prime reference's tab)", quiet=1.0)
        self.expect(
            any(line.startswith("Prime reference") for line in said),
            f"Right on the docks' tab bar brings the prime reference in front ({said[-1:]})",
        )
        pages = (
            ("alt+i", "Primes", "the prime list"),
            ("alt+a", "Factor", "the factor checker"),
            ("alt+e", "Tests", "the divisibility tests"),
            ("alt+s", "Sieve", "the sieve"),
            ("alt+m", "Map", "the map"),
        )
        for keys, tab, what in pages:
            self.press(keys, quiet=1.0)
            stops = self.walk(f"the prime reference: {what}", tab_limit=80)
            self.expect(
                any(name == tab and "page tab" in role for name, role in stops),
                f"the prime reference: Tab reaches the {tab} page's tab",
            )

    def dialog(self, keys: str, title: str, screen: str) -> None:
        """Open a window by its key, give it the keyboard (no window manager here), walk its
        Tab stops, close it with Esc and come back to the game."""
        self.press(keys, quiet=1.0)
        found: list[str] = []
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline and not found:
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", title],
                capture_output=True,
                text=True,
                check=False,
            ).stdout.split()
            time.sleep(0.2)
        self.expect(bool(found), f"{screen} opens ({keys})")
        if not found:
            return
        start = self.observer.mark()
        subprocess.run(["xdotool", "windowfocus", found[-1]], check=False)
        with contextlib.suppress(Failure):
            self.observer.wait_for(
                start, lambda e: e["type"].startswith("object:state-changed:focused")
            )
        self.observer.settle(0.6)
        self.orca_caught_up()
        self.walk(screen, tab_limit=60)
        self.press("Escape", quiet=1.0)
        subprocess.run(["xdotool", "windowfocus", self.main_window], check=False)
        self.observer.settle(0.6)
        self.orca_caught_up()

    def tutorial(self) -> None:
        """Learn to play from the new-game screen (Alt+Y): its first callouts are said,
        Next (Alt+X, from "Ne&xt") says the next one, Tab walks it, Esc leaves."""
        self.press("ctrl+n", quiet=1.0)
        said = self.said_after(("alt+y",), "Alt+Y (Learn to play)", quiet=1.5)
        step = self.once(said, r"[Ss]tep 1 of \d+", "Learn to play's first callout")
        self.expect(step >= 0 and len(said[step]) > 40, "the first callout is said in full")
        said = self.said_after(("alt+x",), "Alt+X (Next)", quiet=1.5)
        self.once(said, r"[Ss]tep 2 of \d+", "Learn to play's next callout")
        self.walk("Learn to play", tab_limit=60)

    def real_cards(self) -> None:
        """A game with real cards from the new-game screen (Alt+R, Alt+S): Ctrl+D opens the
        card picker (its question said), a walk of its Tab stops, then cards picked in
        the grid by the arrow keys and Enter (each said in words), Ctrl+Enter confirms,
        and the answer is scored."""
        self.start_game("practice", deal=False)
        self.press("alt+r", quiet=1.0)
        self.said_after(("alt+s",), "Alt+S (Start game)", quiet=1.0)
        said = self.said_after(("ctrl+d",), "Ctrl+D (Enter cards)", quiet=1.5)
        self.once(said, r"Which cards did Player 1 turn over\?", "the card picker's question")
        self.walk("the card picker", tab_limit=60)
        self.focus_back("Card codes")
        self.press("shift+Tab", quiet=0.6)  # the grid's one stop: the Ace of spades
        self.press(*(["Right"] * 10), quiet=0.6)  # along the spades to the Jack
        said = self.said_after(("Return",), "Enter on the Jack of spades")
        self.once(said, r"Jack of spades, asks for 2 digits", "the face card picked")
        self.press("Down", *(["Left"] * 9), quiet=0.6)  # the Three of hearts
        self.said_after(("Return",), "Enter on the Three of hearts")
        said = self.said_after(("Return",), "Enter on the Four of hearts")
        self.once(said, r"Three of hearts, Four of hearts\. The number is 34", "the number")
        said = self.said_after(("ctrl+Return",), "Ctrl+Enter (confirm)", quiet=1.5)
        # Auto (the new-game screen's first choice): the game factors 34 and scores it.
        turn = self.once(said, r"Player 1 turned over the Jack of spades", "the confirmed turn")
        self.expect(
            turn >= 0 and "The number is 34. Player 1 scores 2 points" in said[turn],
            "the confirmed turn and its score are one utterance",
        )
        self.expect(
            not any(line.startswith("Pick the face card") for line in said),
            "the next turn's picker is not said over the score",
        )
        self.stop_game()

    def table_children(self) -> None:
        """The card table's accessible children name the cards in reading order."""
        import pyatspi

        desktop = pyatspi.Registry.getDesktop(0)
        table = None
        for app in desktop:
            if app is None:
                continue
            table = pyatspi.findDescendant(app, lambda x: x and x.name == "Cards on the table")
            if table is not None:
                break
        if table is None:
            self.expect(False, "the card table is in the accessible tree")
            return
        names: list[str] = []
        stack = [table]
        while stack:
            node = stack.pop(0)
            for i in range(node.childCount):
                child = node[i]
                if child is None:
                    continue
                if child.getRoleName() in ("label", "static") and child.name:
                    names.append(child.name)
                stack.append(child)
        if self.verbose:
            print(f"--- the card table's children: {names}")
        self.expect(
            (bool(names) and names[0].startswith("Queen of clubs"))
            or any(n.startswith("King of clubs") for n in names),
            f"the cards are the table's children ({names[:3]})",
        )

    def walk(self, screen: str, tab_limit: int) -> list[tuple[str, str]]:
        """Tab round the screen and back: no trap, every stop named and on show."""
        stops: list[tuple[str, str]] = []
        for _ in range(tab_limit):
            events = self.press("Tab", quiet=0.35)
            focus = self.focus_events(events)
            if not focus:
                continue
            last = focus[-1]
            stop = (last["name"], last["role"])
            if last.get("selected"):
                stop = (last["selected"], "page tab")  # as a reader says it
            self.expect(bool(last["name"].strip()), f"{screen}: a Tab stop has a name ({stop})")
            self.expect(last["showing"], f"{screen}: the Tab stop {stop} is on show")
            if stops and stop == stops[0]:
                break
            stops.append(stop)
        else:
            self.expect(False, f"{screen}: Tab comes round again within {tab_limit} ({stops})")
            return stops
        cells = [s for s in stops if s[1] == "table cell"]
        self.expect(len(cells) <= 1, f"{screen}: Tab does not walk a table's cells ({cells})")
        if self.verbose:
            print(f"--- {screen}: Tab stops {stops}")
        self.expect(len(stops) > 1, f"{screen}: Tab moves ({stops})")
        return stops


def inner(args: argparse.Namespace) -> int:
    import pyatspi
    from gi.repository import GLib

    work = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="wildwest-a11y-"))
    work.mkdir(parents=True, exist_ok=True)
    orca: subprocess.Popen[bytes] | None = None
    orca_log = work / "orca-debug.log"
    if args.orca:
        orca = start_orca(work, orca_log)
    observer = Observer()
    observer.start()
    check = Check(observer, work, args.verbose)
    if orca is not None:
        check.orca_log = orca_log
    outcome: list[BaseException] = []

    def drive() -> None:
        try:
            check.practice()
            check.challenge()
            check.ladder_and_panel()
            check.real_cards()
        except BaseException as error:  # reported below, after the main loop stops
            outcome.append(error)
        finally:
            check.stop_game()
            GLib.idle_add(pyatspi.Registry.stop)

    threading.Thread(target=drive, daemon=True).start()
    pyatspi.Registry.start()
    if orca is not None:
        orca.terminate()
        orca.wait(10)
        check_orca(check, orca_log)
    (work / "events.json").write_text(json.dumps(observer.events, indent=1), encoding="utf-8")
    for error in outcome:
        check.failures.append(f"stopped: {error}")
        print(f"FAIL stopped: {error}")
    print(
        f"a11y_check: {len(check.passed)} checks passed, {len(check.failures)} failed "
        f"(events in {work / 'events.json'})"
    )
    return 1 if check.failures else 0


SILENT_SPEECH = '''"""Orca's speech, written to its debug log only (no sound card here:
speech-dispatcher would block Orca at its first word)."""
from orca import speechserver


class SpeechServer(speechserver.SpeechServer):
    _one = None

    @staticmethod
    def getFactoryName():
        return "Silent (Wild West check)"

    @staticmethod
    def getSpeechServers():
        return [SpeechServer.getSpeechServer()]

    @staticmethod
    def getSpeechServer(info=None):
        if SpeechServer._one is None:
            SpeechServer._one = SpeechServer()
        return SpeechServer._one

    @staticmethod
    def shutdownActiveServers():
        pass

    def getInfo(self):
        return ["Silent (Wild West check)", "silent"]

    def getVoiceFamilies(self):
        return []
'''


def start_orca(work: Path, log: Path) -> subprocess.Popen[bytes]:
    """Orca 43 with a fresh profile, speaking into its debug log (``SPEECH OUTPUT:``)."""
    prefs = work / "orca-prefs"
    shutil.rmtree(prefs, ignore_errors=True)
    prefs.mkdir(parents=True)
    (work / "wwsilentspeech.py").write_text(SILENT_SPEECH, encoding="utf-8")
    speech = {"enableSpeech": True, "speechServerFactory": "wwsilentspeech"}
    settings = {
        "general": dict(speech),
        "profiles": {"default": {"profile": ["Default", "default"], **speech}},
        "pronunciations": {},
        "keybindings": {},
    }
    (prefs / "user-settings.conf").write_text(json.dumps(settings), encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(work))
    orca = subprocess.Popen(
        ["orca", "--replace", "--user-prefs", str(prefs), "--debug-file", str(log)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        if log.exists() and "Screen reader on" in log.read_text("utf-8", "replace"):
            return orca
        time.sleep(0.2)
    fail_setup(f"Orca did not start (see {log})")
    return orca


def check_orca(check: Check, log: Path) -> None:
    """What Orca itself said (its debug log's SPEECH OUTPUT lines)."""
    if not log.exists():
        check.expect(False, "Orca wrote its debug log")
        return
    data = log.read_bytes()
    marks = sorted(check.orca_marks.values())
    ends = [*marks[1:], len(data)]
    games = [spoken_by_orca(data[a:b]) for a, b in zip(marks, ends, strict=True)]
    lines = [line for game in games for line in game]
    (log.parent / "orca-speech.txt").write_text("\n".join(lines), encoding="utf-8")
    if check.verbose:
        print("--- Orca said:")
        for line in lines:
            print(f"    {line}")
    # Both games (Practice, then Challenge) play the same two turns: each line twice in
    # all, once per game, and in the order of the game; the wrong answer and the hint
    # only in Practice.
    expected = (
        (r"Ann turned over the Jack of hearts.*The number is 22", "the face card and number", 2),
        (r"^Not yet: 3 does not divide 22", "the feedback", 1),
        (r"^Hint 1: ", "the hint", 1),
        (r"^Ann scores 4 points", "Ann's score", 2),
        (r"^Dusty Dan turned over the King of clubs", "the other player's cards", 2),
        (r"^Dusty Dan scores 2 points.*Game over\. Ann wins!", "their score and the result", 2),
    )
    two = [line for game in games[:2] for line in game]
    firsts = []
    for pattern, what, times in expected:
        hits = [i for i, line in enumerate(two) if re.search(pattern, line)]
        check.expect(len(hits) == times, f"Orca said {what} {times}× ({len(hits)}×)")
        firsts.append(hits[0] if hits else -1)
    check.expect(
        firsts == sorted(firsts) and -1 not in firsts, "Orca said them in the order of the game"
    )
    if games:
        start = games[0][: next((i for i, x in enumerate(games[0]) if "turned over" in x), 0)]
        check.expect(
            any("Press Draw to turn over a face card" in x for x in start),
            "Orca said the welcome at the start",
        )
        jumps = [x for x in start if x.endswith("page tab.")]
        check.expect(not jumps, f"Orca's focus stayed put at the start ({jumps})")
    stale = [x for x in lines if "computer player's answer" in x]
    check.expect(not stale, f"Orca never read the answer box's computer name ({len(stale)}×)")
    later = (
        (2, r"3 does not divide 22", "the ladder's wrong prime"),
        (2, r"^Yes: 2 divides 22", "the ladder's right prime"),
        (2, r"^Right: 22 ÷ 2 = 11", "the ladder's quotient"),
        (2, r"The ladder is finished: 22 = 2 × 11\. Ann scores 4 points", "the ladder's score"),
        (2, r"[Ss]tep 1 of \d+", "Learn to play's first callout"),
        (2, r"[Ss]tep 2 of \d+", "Learn to play's second callout"),
        (3, r"Which cards did Player 1 turn over\?", "the card picker's question"),
        (3, r"^Jack of spades, asks for 2 digits", "the face card picked"),
        (3, r"Three of hearts, Four of hearts\. The number is 34", "the picked number"),
        (3, r"The number is 34\. Player 1 scores 2 points", "the real-cards score"),
    )
    for game, pattern, what in later:
        said = games[game] if game < len(games) else []
        hits = [x for x in said if re.search(pattern, x)]
        check.expect(bool(hits), f"Orca said {what} ({len(hits)}×)")


def spoken_by_orca(data: bytes) -> list[str]:
    """The ``SPEECH OUTPUT`` lines of a piece of Orca's debug log, as said."""
    lines = []
    for line in data.decode("utf-8", "replace").splitlines():
        if "SPEECH OUTPUT:" in line:  # SPEECH OUTPUT: 'Ann scores 4 points.'{'established': …}
            said = line.split("SPEECH OUTPUT:", 1)[1].strip()
            found = re.match(r"'(.*)'\s*\{", said)
            lines.append(found.group(1) if found else said)
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--orca", action="store_true", help="also run Orca and read its log")
    parser.add_argument("--keep", metavar="DIR", help="keep the logs and events in DIR")
    parser.add_argument("--verbose", "-v", action="store_true", help="print what is said")
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    return inner(args) if args.inner else outer(args)


if __name__ == "__main__":
    # beside this file; named here since an embeddable Python (a ._pth file) or -P leaves
    # the script's folder off sys.path
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from safe_output import safe_console

    safe_console()
    sys.exit(main())
