"""Benchmark: start-up against a bare PySide6 window, and memory after a whole game (issue 17).

Run with ``python build_scripts/dev.py bench startup`` (or this file with the
Python in ``.venv``; ``--help`` lists its options). In one run, each program in a
fresh process, one warm-up round, then RUNS rounds taking turns (so machine
noise hits every program alike), medians:

* a bare PySide6 window (QApplication + a QLabel, shown) and ``wildwest --seed 7
  --players 2`` (settings, records, the recovery check, a new game with the cards
  on the table), both from source with byte code compiled;
* the same two frozen: one-folder PyInstaller bundles built from the project's
  spec (``build_scripts/wildwest.spec``; the bare one with ``WILDWEST_BUNDLE=
  bare-window``) into ``build/bench/`` (``--skip-build`` reuses them, ``--no-frozen``
  leaves them out);
* the time from starting the process to its window being **mapped** (an X client
  watching the root window of a private Xvfb sees the MapNotify) and to the end
  of its first **paint** (the app's start-up probe, ``WILDWEST_STARTUP_PROBE``);
* peak memory (max RSS) after a whole 4-player game played in the shown window,
  against the bare window's;
* the **Qt floor** (``startup_floor.py``): the app's first window written down at
  its first paint (widgets, menus, models, scene items, card pictures, style sheet)
  and rebuilt by a plain PySide6 script with Qt's own classes, none of our Python.
  ``floor ÷ bare`` is what Qt alone costs for that window, the least the app could
  take without leaving features out; ``app ÷ floor`` is what our Python adds.

Without Xvfb (or with ``--offscreen``) it says so and measures the first paint
on Qt's offscreen platform only. Goals (issue 31): start-up at most 2.0× the bare window,
to the window mapped and to its first paint, from source and frozen; our Python at most
1.4× the Qt floor; peak memory after a whole game at most bare + 35 MiB.
Then, from instrumented runs of the app from source, where its time goes:
imports by group, the QApplication, settings and records, building the window,
the style sheet, the SVG deck, the first paint.
"""

from __future__ import annotations

import argparse
import compileall
import ctypes
import ctypes.util
import json
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(Path(__file__).resolve().parent)]  # this copy, not an installed one
RUNS = 7
GOAL_RATIO = 2.0
GOAL_FLOOR_RATIO = 1.4
"""The app at most this many times the Qt floor (our Python on top of Qt's own work)."""
GOAL_RSS_MIB = 35
APP_ARGS = ("--seed", "7", "--players", "2")
XVFB_PACKAGES = (
    "xvfb libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 "
    "libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 libxcb-xkb1 libxkbcommon-x11-0"
)

BARE = r"""
import json, os, resource, sys, time
spent = [("start", time.thread_time())]  # CPU seconds of this thread, for the breakdown
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel
spent.append(("import Qt", time.thread_time()))
app = QApplication(sys.argv[:1])
spent.append(("QApplication()", time.thread_time()))
window = QLabel("Wild West")
window.resize(1280, 800)
spent.append(("widgets built", time.thread_time()))

def painted():
    spent.append(("show(): style, layout, first paint", time.thread_time()))
    if os.environ.get("BENCH_FLOOR_MARKS"):
        print(json.dumps({name: b - a for (_, a), (name, b) in zip(spent, spent[1:])}))
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    with open(os.environ["WILDWEST_STARTUP_PROBE"], "w", encoding="utf-8") as handle:
        handle.write(f"{time.time()!r} {rss}\n")
    os._exit(0)

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, painted)
        return False

spy = FirstPaint()
window.installEventFilter(spy)
window.show()
app.exec()
"""

WHOLE_GAME = r"""
import json, resource, sys
# As wildwest.__main__ starts the app: PySide6 kept from reading every module's source
# (feature_scan), and the dataclasses' byte code made ahead (dataclass_code). Without
# them this run measured 4 MiB more than the app uses (issue 31).
from wildwest.feature_scan import install as scan_features
from wildwest.dataclass_code import install as precompiled
scan_features()
precompiled()
stages = {}

def note(stage):
    stages[stage] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss

from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
note("Qt imported, QApplication")
from wildwest.app import create_main_window
from wildwest.engine import shuffled_deal
from wildwest.persistence.settings_schema import DISPLAY_ANIMATIONS
note("our modules imported")
names = ["Ann", "Ben", "Cy", "Di"]
window = create_main_window(shuffled_deal(names, seed=7).to_dict(), "auto")
window.settings.set_value(DISPLAY_ANIMATIONS, False)
note("main window built")
window.show()
app.processEvents()
note("shown and painted")
turns = 0
while not window.controller.state.is_over:
    window.controller.draw()
    app.processEvents()
    turns += 1
# Painted now, into the window's own buffer, as a game on screen is (a grab() here made a
# screenshot of the whole window the game never makes: 4 MiB of the figure, issue 31).
window.repaint()
note("every turn played")
window.docks.prime_panel.show()
window.docks.prime_panel.raise_()
app.processEvents()
window.repaint()
note("the prime panel shown")
print(json.dumps({"turns": turns, "stages": stages,
                  "rss_kib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}))
"""

PHASES = r"""
import json, os, sys, time
started = float(os.environ["BENCH_STARTED"])
marks = {"python": time.time()}
try:  # as wildwest.__main__ does before Qt
    from wildwest.feature_scan import install
    install()
except ImportError:  # an older copy
    pass
try:  # as wildwest.__main__ does before the modules with dataclasses load
    from wildwest.dataclass_code import install as precompiled
    precompiled()
except ImportError:  # an older copy
    pass
import dataclasses, enum, re
made = {"dataclasses": 0.0, "enums": 0.0, "regexes": 0.0}

def timing(call, bucket):
    def wrapper(*args, **kwargs):
        begin = time.time()
        try:
            return call(*args, **kwargs)
        finally:
            made[bucket] += time.time() - begin
    return wrapper

dataclasses._process_class = timing(dataclasses._process_class, "dataclasses")
enum.EnumType.__new__ = staticmethod(timing(enum.EnumType.__new__, "enums"))
re._compiler.compile = timing(re._compiler.compile, "regexes")
from PySide6 import QtCore, QtGui, QtWidgets
marks["import PySide6"] = time.time()
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
marks["QApplication"] = time.time()
import importlib
for name in json.loads(os.environ.get("BENCH_MODULES", "[]")):
    importlib.import_module(name)
import wildwest.__main__
from wildwest.ui.window import main_window
from wildwest.ui.table import card_art
from wildwest.controller import GameController
marks["our imports"] = time.time()
spent = {"style sheet": 0.0, "SVG deck": 0.0, "game start": 0.0}
built = {}

def timed(call, bucket):
    def wrapper(*args, **kwargs):
        begin = time.time()
        try:
            return call(*args, **kwargs)
        finally:
            spent[bucket] += time.time() - begin
    return wrapper

app.setStyleSheet = timed(app.setStyleSheet, "style sheet")
card_art.CardArt.__init__ = timed(card_art.CardArt.__init__, "SVG deck")
GameController.start = timed(GameController.start, "game start")
window_init = main_window.MainWindow.__init__

def init(self, *args, **kwargs):
    built["begin"] = time.time()
    built["before"] = dict(spent)
    window_init(self, *args, **kwargs)
    built["end"] = time.time()
    built["after"] = dict(spent)
    self.installEventFilter(probe)  # on the window only, as the app's own probe

main_window.MainWindow.__init__ = init

def painted():
    print(json.dumps({"started": started, "marks": marks, "spent": spent, "built": built,
                      "painted": time.time(), "made": made,
                      "modules": [m for m in sys.modules if m.startswith("wildwest")]}),
          flush=True)
    os._exit(0)

class FirstPaint(QObject):
    seen = False
    def eventFilter(self, watched, event):
        if not self.seen and event.type() == QEvent.Type.Paint:
            self.seen = True
            QTimer.singleShot(0, painted)
        return False

probe = FirstPaint(app)
sys.exit(wildwest.__main__.main(sys.argv[1:]))
"""


# ---------------------------------------------------------------- the X server


class MapWatcher:
    """An X client on the root window that notes when each top-level window is mapped."""

    SUBSTRUCTURE_NOTIFY = 1 << 19
    MAP_NOTIFY = 19

    def __init__(self, display: str) -> None:
        name = ctypes.util.find_library("X11")
        if name is None:
            raise OSError("libX11 is missing")
        self._x = ctypes.CDLL(name)
        self._x.XOpenDisplay.restype = ctypes.c_void_p
        self._x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self._x.XDefaultRootWindow.restype = ctypes.c_ulong
        self._x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        self._x.XSelectInput.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]
        self._x.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        self._x.XFlush.argtypes = [ctypes.c_void_p]
        # Xlib ends the process when the server goes away (as it does when the benchmark
        # ends): this thread waits for the end instead.
        self._on_io_error = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p)(self._stop)
        self._x.XSetIOErrorHandler(self._on_io_error)
        self._display = self._x.XOpenDisplay(display.encode())
        if not self._display:
            raise OSError(f"cannot open the X display {display}")
        root = self._x.XDefaultRootWindow(self._display)
        self._x.XSelectInput(self._display, root, self.SUBSTRUCTURE_NOTIFY)
        self._x.XFlush(self._display)
        self.maps: list[float] = []
        self._lock = threading.Lock()
        threading.Thread(target=self._watch, daemon=True).start()

    @staticmethod
    def _stop(_display: object) -> int:
        threading.Event().wait()
        return 0

    def _watch(self) -> None:
        event = (ctypes.c_long * 24)()  # XEvent: a union of 24 longs
        while True:
            self._x.XNextEvent(self._display, event)  # releases the GIL while it waits
            if event[0] & 0xFFFFFFFF == self.MAP_NOTIFY:
                with self._lock:
                    self.maps.append(time.time())

    def first_map_after(self, moment: float) -> float | None:
        with self._lock:
            return next((t for t in self.maps if t >= moment), None)


def start_xvfb() -> tuple[subprocess.Popen[bytes], str] | None:
    """A private Xvfb (1920×1080), or None if it is not installed or does not start."""
    if shutil.which("Xvfb") is None:
        return None
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    if not number:
        server.kill()
        return None
    return server, f":{number}"


# ---------------------------------------------------------------- running the programs


class Programs:
    def __init__(self, platform: str, display: str | None, watcher: MapWatcher | None) -> None:
        self.platform = platform
        self.display = display
        self.watcher = watcher
        self.tree: Path | None = None
        """The first window written down by :data:`startup_floor.CAPTURE`, for the floor."""

    def capture_first_window(self, into: Path) -> None:
        """Run the app once to write down its first window (for the Qt floor) in ``into``."""
        import startup_floor

        with tempfile.TemporaryDirectory(prefix="wildwest-bench-") as temp:
            env = self.env(Path(temp), BENCH_TREE=str(into))
            env.pop("WILDWEST_STARTUP_PROBE", None)
            done = subprocess.run(
                [sys.executable, "-c", startup_floor.CAPTURE, *APP_ARGS, "--data-dir", temp],
                env=env,
                capture_output=True,
                timeout=120,
                check=False,
            )
        if not into.exists():
            raise RuntimeError(
                "the first window was not written down: "
                + done.stderr.decode("utf-8", "replace")[-800:]
            )
        self.tree = into

    def env(self, folder: Path, **extra: str) -> dict[str, str]:
        environment = dict(
            os.environ,
            QT_QPA_PLATFORM=self.platform,
            PYTHONPATH=str(ROOT),
            XDG_CONFIG_HOME=str(folder / "config"),
            XDG_DATA_HOME=str(folder / "data"),
            XDG_CACHE_HOME=str(Path(tempfile.gettempdir()) / "wildwest-bench-cache"),
            **extra,
        )
        environment.pop("PYTHONDONTWRITEBYTECODE", None)
        if self.tree is not None:
            environment["BENCH_TREE"] = str(self.tree)
        if self.display is not None:
            environment["DISPLAY"] = self.display
            environment.pop("WAYLAND_DISPLAY", None)
        return environment

    def start_up(self, command: list[str]) -> dict[str, float]:
        """Seconds to the window mapped (if watched) and to its first paint; peak KiB."""
        with tempfile.TemporaryDirectory(prefix="wildwest-bench-") as temp:
            folder = Path(temp)
            probe = folder / "painted.txt"
            env = self.env(folder, WILDWEST_STARTUP_PROBE=str(probe))
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            started = time.time()
            done = subprocess.run(
                [*command, "--data-dir", str(folder / "wildwest")],
                env=env,
                capture_output=True,
                timeout=120,
                check=False,
            )
            if not probe.exists():
                raise RuntimeError(
                    f"{' '.join(command[:3])} did not paint (exit {done.returncode}): "
                    + done.stderr.decode("utf-8", "replace")[-800:]
                )
            fields = probe.read_text(encoding="utf-8").split()
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            result = {"painted": float(fields[0]) - started}
            # CPU seconds (user + system) of the whole run: steadier than wall time when
            # other work shares the machine (the process stops right after the paint).
            result["cpu"] = sum(
                getattr(after, f) - getattr(before, f) for f in ("ru_utime", "ru_stime")
            )
            if len(fields) > 1:
                result["rss_kib"] = float(fields[1])
            if self.watcher is not None:
                mapped = self.watcher.first_map_after(started)
                if mapped is None:
                    raise RuntimeError(f"{' '.join(command[:3])}: no window was mapped")
                result["mapped"] = mapped - started
            return result

    def run_json(
        self, code: str, options: tuple[str, ...] = (), args: tuple[str, ...] = (), **extra: str
    ) -> dict[str, object]:
        """Run ``code`` with Python ``options`` and ``args``; the last JSON line it prints
        (and its stderr as ``"stderr"``)."""
        with tempfile.TemporaryDirectory(prefix="wildwest-bench-") as temp:
            folder = Path(temp)
            done = subprocess.run(
                [sys.executable, *options, "-c", code, *args, "--data-dir", str(folder / "w")],
                env=self.env(folder, BENCH_STARTED=repr(time.time()), **extra),
                capture_output=True,
                text=True,
                timeout=300,
                check=False,
            )
            lines = [ln for ln in done.stdout.splitlines() if ln.startswith("{")]
            if not lines:
                raise RuntimeError(f"instrumented run failed: {done.stderr[-800:]}")
            data: dict[str, object] = json.loads(lines[-1])
            data["stderr"] = done.stderr
            return data


def source_commands() -> dict[str, list[str]]:
    import startup_floor

    return {
        "bare window, source": [sys.executable, "-c", BARE],
        "Qt floor, source": [sys.executable, "-c", startup_floor.FLOOR],
        "wildwest, source": [sys.executable, "-m", "wildwest", *APP_ARGS],
    }


def bare_for(name: str) -> str:
    """The bare window measured the same way as program ``name`` (source or frozen)."""
    return "bare window, " + name.rsplit(", ", maxsplit=1)[-1]


def frozen_commands(build: bool) -> dict[str, list[str]] | str:
    """The frozen programs, or why there are none."""
    import bench_bundle

    if build:
        try:
            import PyInstaller  # noqa: F401
        except ImportError:
            return "PyInstaller is missing: run `python build_scripts/dev.py build` once first"
        print("building the frozen bare window and app (build/bench/, a few minutes)…")
        bench_bundle.build("bare")
        bench_bundle.build("app")
    bare, app = bench_bundle.executable("bare"), bench_bundle.executable("app")
    if not (bare.exists() and app.exists()):
        return f"no bundles in {bench_bundle.BENCH}: run without --skip-build"
    return {"bare window, frozen": [str(bare)], "wildwest, frozen": [str(app), *APP_ARGS]}


# ---------------------------------------------------------------- the breakdown


IMPORT_LINE = re.compile(r"import time:\s+(\d+) \|\s+(\d+) \|( *)(\S+)")


def import_group(name: str, importer: str | None) -> str:
    """The group of module ``name`` (``importer``: the nearest non-stdlib module above it)."""
    top = name.split(".", maxsplit=1)[0]
    if top == "wildwest":
        parts = name.split(".")
        return "wildwest." + parts[1] if len(parts) > 2 else "wildwest (top-level modules)"
    if top in ("PySide6", "shiboken6", "shibokensupport", "signature_bootstrap", "__feature__"):
        return "PySide6 + shiboken (Python side)"
    if importer is None:
        return "standard library (Python's own start)"
    return f"standard library, for {import_group(importer, None)}"


def import_groups(stderr: str) -> dict[str, float]:
    """Seconds of ``-X importtime`` self time by group (a module's own code, not its imports);
    a standard-library module counts for the package that imported it."""
    rows = []
    for line in stderr.splitlines():
        found = IMPORT_LINE.match(line)
        if found:
            rows.append((int(found[1]) / 1e6, len(found[3]), found[4]))
    groups: dict[str, float] = defaultdict(float)
    ancestors: list[tuple[int, str]] = []  # (depth, name) of the modules above, outermost first
    for seconds, depth, name in reversed(rows):  # a parent is printed after its children
        while ancestors and ancestors[-1][0] >= depth:
            ancestors.pop()
        owner = next(
            (n for _d, n in reversed(ancestors) if import_group(n, None)[:8] != "standard"),
            None,
        )
        groups[import_group(name, owner)] += seconds
        ancestors.append((depth, name))
    return dict(groups)


def floor_breakdown(programs: Programs, runs: int) -> dict[str, dict[str, float]]:
    """Median CPU seconds by phase of the bare window and the Qt floor, from alternating
    runs that print their phases: ``{program: {phase: seconds}}``."""
    import startup_floor

    rows: dict[str, dict[str, list[float]]] = {"bare": defaultdict(list)}
    rows["floor"] = defaultdict(list)
    with tempfile.TemporaryDirectory(prefix="wildwest-bench-") as temp:
        probe = str(Path(temp) / "painted.txt")
        for _ in range(runs):
            for program, code in (("bare", BARE), ("floor", startup_floor.FLOOR)):
                d = programs.run_json(code, BENCH_FLOOR_MARKS="1", WILDWEST_STARTUP_PROBE=probe)
                for name, seconds in d.items():
                    if name != "stderr":
                        rows[program][name].append(float(seconds))  # type: ignore[arg-type]
    return {
        program: {name: statistics.median(values) for name, values in phases.items()}
        for program, phases in rows.items()
    }


def breakdown(programs: Programs, runs: int) -> list[tuple[str, float]]:
    """(phase, median seconds) of the app from source, from instrumented runs: first one
    that lists the modules the start path imports, then runs that import those first."""
    listed = programs.run_json(PHASES, args=APP_ARGS)["modules"]
    modules = {"BENCH_MODULES": json.dumps(listed)}
    rows: dict[str, list[float]] = defaultdict(list)
    for _ in range(runs):
        d = programs.run_json(PHASES, args=APP_ARGS, **modules)
        marks, spent, built = d["marks"], d["spent"], d["built"]
        assert isinstance(marks, dict) and isinstance(spent, dict) and isinstance(built, dict)
        before, after = built["before"], built["after"]
        started, painted = float(d["started"]), float(d["painted"])  # type: ignore[arg-type]
        style_in = after["style sheet"] - before["style sheet"]
        style_later = spent["style sheet"] - after["style sheet"]
        phases = {
            "Python itself (interpreter, site)": marks["python"] - started,
            "import PySide6 (Qt libraries, shiboken, signatures)": marks["import PySide6"]
            - marks["python"],
            "QApplication()": marks["QApplication"] - marks["import PySide6"],
            f"our start-path imports ({len(listed)} modules)": marks["our imports"]
            - marks["QApplication"],
            "command line, logging, settings, records, session": built["begin"]
            - marks["our imports"]
            - before["SVG deck"],
            "SVG deck parsed (CardArt: QSvgRenderer)": spent["SVG deck"],
            "main window built (MainWindow() without its style sheet)": built["end"]
            - built["begin"]
            - style_in,
            "style sheet (setStyleSheet, all calls)": spent["style sheet"],
            "the game started (deal, view state, table laid out)": spent["game start"],
            "restore, show() and the first paint": painted
            - built["end"]
            - spent["game start"]
            - style_later,
            "total to the first paint": painted - started,
        }
        made = d["made"]
        assert isinstance(made, dict)
        phases[
            "of which (PySide6's import included): dataclasses made (3.11 compiles each method)"
        ] = made["dataclasses"]
        phases["of which (PySide6's import included): enum classes made (ours and Qt's)"] = made[
            "enums"
        ]
        phases["of which (PySide6's import included): regular expressions compiled"] = made[
            "regexes"
        ]
        for name, seconds in phases.items():
            rows[name].append(seconds)
    imports: dict[str, list[float]] = defaultdict(list)
    for _ in range(max(1, runs // 2)):
        d = programs.run_json(PHASES, ("-X", "importtime"), APP_ARGS)
        for group, seconds in import_groups(str(d["stderr"])).items():
            imports[group].append(seconds)
    result = [(name, statistics.median(values)) for name, values in rows.items()]
    result.append(("", 0.0))
    result.append(("imports by group (-X importtime self times, slowed by it):", -1.0))
    result += sorted(
        ((f"  {g}", statistics.median(v)) for g, v in imports.items()),
        key=lambda row: -row[1],
    )
    return result


# ---------------------------------------------------------------- main


def verdict(ok: bool) -> str:
    return "ok" if ok else "NOT MET"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=RUNS, help=f"rounds (default {RUNS})")
    parser.add_argument("--offscreen", action="store_true", help="no Xvfb: first paint only")
    parser.add_argument("--skip-build", action="store_true", help="reuse build/bench's bundles")
    parser.add_argument("--no-frozen", action="store_true", help="leave the bundles out")
    args = parser.parse_args(argv)

    import wildwest

    # Compile the byte code once, as installing the package or bundling it does.
    compileall.compile_dir(Path(wildwest.__file__).parent, quiet=1)
    commands = source_commands()
    if not args.no_frozen:
        frozen = frozen_commands(build=not args.skip_build)
        if isinstance(frozen, str):
            print(f"frozen bundles left out: {frozen}")
        else:
            commands.update(frozen)

    server = None
    display = watcher = None
    if not args.offscreen:
        started = start_xvfb()
        if started is None:
            print(
                "Xvfb is missing (or did not start), so the time to the window being mapped "
                "cannot be measured; measuring the first paint on Qt's offscreen platform "
                f"instead. To measure it: apt-get install {XVFB_PACKAGES}"
            )
        else:
            server, display = started
            try:
                watcher = MapWatcher(display)
            except OSError as error:
                print(f"cannot watch the X server ({error}): first paint only")
    platform = "xcb" if watcher is not None else "offscreen"
    programs = Programs(platform, display if watcher is not None else None, watcher)
    try:
        with tempfile.TemporaryDirectory(prefix="wildwest-bench-") as temp:
            programs.capture_first_window(Path(temp) / "first-window.json")
            return report(programs, commands, args.runs)
    finally:
        if server is not None:
            server.kill()
            server.wait()


def report(programs: Programs, commands: dict[str, list[str]], runs: int) -> int:
    times: dict[str, list[dict[str, float]]] = {name: [] for name in commands}
    for command in commands.values():  # warm-up: page cache, fontconfig cache, .pyc files
        programs.start_up(command)
    for _ in range(runs):  # taking turns, so machine noise hits every program alike
        for name, command in commands.items():
            times[name].append(programs.start_up(command))

    def median(name: str, key: str) -> float:
        return statistics.median(run[key] for run in times[name])

    where = "Xvfb, xcb" if programs.watcher is not None else "offscreen, no Xvfb"
    print(f"\nstart-up ({where}; median of {runs} alternating runs, after a warm-up):")
    keys = ["mapped", "painted"] if programs.watcher is not None else ["painted"]
    print(f"  {'':24}" + "".join(f"{'to ' + k:>22}" for k in keys) + f"{'CPU time':>22}")
    for name in commands:
        cells = []
        for key in [*keys, "cpu"]:
            value = median(name, key)
            bare = median(bare_for(name), key)
            ratio = "" if name.startswith("bare") else f" ({value / bare:.2f}×)"
            cells.append(f"{value * 1000:.0f} ms{ratio}")
        print(f"  {name:24}" + "".join(f"{c:>22}" for c in cells))

    print("\ngoals (each a ratio to the bare window in the same run):")
    for kind in ("source", "frozen"):
        if f"wildwest, {kind}" not in times:
            print(f"  {kind}: not measured")
            continue
        for key in keys:
            ratio = median(f"wildwest, {kind}", key) / median(f"bare window, {kind}", key)
            print(
                f"  {kind}, to the window {key}: {ratio:.2f}× (goal ≤ {GOAL_RATIO}×: "
                f"{verdict(ratio <= GOAL_RATIO)})"
            )
        cpu = median(f"wildwest, {kind}", "cpu") / median(f"bare window, {kind}", "cpu")
        print(f"  {kind}, CPU time to the first paint: {cpu:.2f}× (for a busy machine)")
    game = programs.run_json(WHOLE_GAME)
    bare_rss = median("bare window, source", "rss_kib") / 1024
    after = float(game["rss_kib"]) / 1024  # type: ignore[arg-type]
    print(
        f"  peak memory after a whole 4-player game ({game['turns']} turns, the prime panel "
        f"opened): {after:.1f} MiB, bare window {bare_rss:.1f} MiB: {after - bare_rss:+.1f} MiB "
        f"(goal ≤ +{GOAL_RSS_MIB} MiB: {verdict(after - bare_rss <= GOAL_RSS_MIB)})"
    )
    stages = game["stages"]
    assert isinstance(stages, dict)
    print("    peak memory as the game goes (MiB above the bare window):")
    for stage, kib in stages.items():
        print(f"      {stage:40} {kib / 1024:6.1f} MiB ({kib / 1024 - bare_rss:+.1f})")
    app_rss = median("wildwest, source", "rss_kib") / 1024
    print(f"  peak memory at the first paint: {app_rss:.1f} MiB ({app_rss - bare_rss:+.1f} MiB)")
    if "Qt floor, source" in times:
        report_floor(median, keys)
    report_breakdown(programs, runs, median("bare window, source", "painted"))
    return 0


def report_breakdown(programs: Programs, runs: int, bare_paint: float) -> None:
    """Where the app's time goes, and the Qt floor's."""
    print(
        f"\nwhere the time goes (wildwest {' '.join(APP_ARGS)} from source, {programs.platform}; "
        "median of instrumented runs, which their timers slow down a little):"
    )
    print(f"  {'bare window, to the first paint, for scale':56} {bare_paint * 1000:6.0f} ms")
    for name, seconds in breakdown(programs, max(3, runs // 2)):
        if seconds < 0 or not name:
            print(f"  {name}")
        else:
            print(f"  {name:56} {seconds * 1000:6.1f} ms")
    if programs.tree is not None:
        print("\nwhere the Qt floor's time goes, beside the bare window's (CPU time, median):")
        phases = floor_breakdown(programs, max(3, runs // 2))
        bare, floor = phases["bare"], phases["floor"]
        print(f"  {'':44} {'bare window':>12} {'Qt floor':>12}")
        for name, seconds in floor.items():
            same = next((b for n, b in bare.items() if name.startswith(n)), 0.0)
            print(f"  {name:44} {same * 1000:9.1f} ms {seconds * 1000:9.1f} ms")
        total_bare, total_floor = sum(bare.values()), sum(floor.values())
        print(f"  {'total':44} {total_bare * 1000:9.1f} ms {total_floor * 1000:9.1f} ms")


def report_floor(median: Callable[[str, str], float], keys: list[str]) -> None:
    """The Qt floor against the bare window and the app, from source."""
    print("  the Qt floor (the same first window built by Qt alone, from source):")
    for key in [*keys, "cpu", "rss_kib"]:
        floor = median("Qt floor, source", key)
        bare = median("bare window, source", key)
        app = median("wildwest, source", key)
        if key == "rss_kib":
            print(
                f"    peak memory at the first paint: floor {(floor - bare) / 1024:+.1f} MiB "
                f"above the bare window; the app {(app - floor) / 1024:+.1f} MiB above the floor"
            )
            continue
        what = "first paint, CPU time" if key == "cpu" else "window " + key
        reach = "reachable" if floor / bare <= GOAL_RATIO else "out of reach with Qt alone"
        ours = app / floor
        goal = f"goal ≤ {GOAL_FLOOR_RATIO}×: {verdict(ours <= GOAL_FLOOR_RATIO)}"
        print(
            f"    to the {what}: floor {floor / bare:.2f}× bare (goal {GOAL_RATIO}×: {reach}); "
            f"the app {ours:.2f}× the floor ({(app - floor) * 1000:+.0f} ms of ours; {goal})"
        )


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
