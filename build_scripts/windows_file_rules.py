#!/usr/bin/env python3
"""Windows' own file rules, tried with the frozen app: on Windows, or under Wine.

    python build_scripts\\windows_file_rules.py dist\\WildWest\\WildWest.exe [--work DIR]
        [--other-drive X:\\] [--read-only-copies PLAIN PORTABLE] [--keep]

(under Wine: ``build_scripts/wine_file_rules.sh``, after
``../shared/tools/check-windows-bundle.sh`` built the bundle; it gives this script a
second drive letter and two install folders made truly read-only.)

Runs with any Python 3.11 on Windows (standard library only) and starts the frozen
``WildWest.exe`` as a teacher or a pupil would. Each case prints one line, ``PASS``,
``FAIL`` or ``SKIP`` (with why), and the exit status is 0 only if nothing failed:

names
    ``--self-test`` keeps an unfinished game (twice), a real-card deal and a Save As
    game of players called ``CON``, ``nul.txt``, ``COM1``, ``a:b*c?d``,
    ``"e" <f> |``, ``LPT¹`` and ``con .json`` (its ``files`` step), each under a name
    Windows accepts, and reads each back.
deep folder
    the same in a data folder 150 characters deep, where the names must be shortened
    to keep every path within ``MAX_PATH`` (259 characters while long paths are off);
    and in one 215 characters deep, too deep for any name: the self-test must fail
    with a message saying the path is too long, not with "path not found" (under
    Wine, which has no ``MAX_PATH``, the ``files`` step's own "too long for Windows").
other drive
    the same with the data folder on another drive letter (``--other-drive``, else a
    ``subst`` drive this script makes and removes).
read-only install folder
    a copy of the bundle nobody may write: ``--self-test`` passes, the game opens and
    closes, and the folder is unchanged afterwards; with ``portable.txt`` in it (so the
    data folder should be beside the program, and cannot be) the game still opens, and
    nothing is written there either.
two copies at once
    two copies started at the same moment on one data folder: one opens its window,
    the other asks "Wild West is already open" (and quits when that box is closed);
    afterwards the lock is released and no file was moved aside. Twice.
administrator's file
    the attack ``set PROGRAMDATA=…`` (and ``ALLUSERSPROFILE``) before starting the game,
    from a ``.bat`` file: the self-test still reads
    ``<ProgramData>\\WildWest\\wildwest-admin.ini`` (ProgramData from Windows'
    known-folder API). If the PC has no such file, one locking two settings is made for
    the test and removed afterwards (needs write access to ProgramData).
no fonts
    offscreen Qt on Windows has no fonts: ``--self-test`` with
    ``QT_QPA_PLATFORM=offscreen`` must fail at its ``text`` step.
"""

from __future__ import annotations

import argparse
import ctypes
import os
import shutil
import string
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

SELF_TEST_TIMEOUT = 300
WINDOW_TIMEOUT = 90
HOSTILE_NAMES = "7 hostile file names"
"""What the self-test's line says when its files step passed."""
TEST_ADMIN_FILE = "; made by windows_file_rules.py for a test; removed afterwards\r\n[locked]\r\n"
TEST_LOCKS = "game/mode=practice\r\ndisplay/theme=dark\r\n"

results: list[tuple[str, str, str]] = []


def report(status: str, case: str, detail: str = "") -> None:
    results.append((status, case, detail))
    print(f"{status:<5} {case:<58} {detail}", flush=True)


def check(case: str, ok: bool, detail: str) -> None:
    report("PASS" if ok else "FAIL", case, detail)


# ---------------------------------------------------------------- the frozen app


def self_test(
    exe: Path, work: Path, *args: str, env: dict[str, str] | None = None
) -> tuple[int, str]:
    """Run ``exe --self-test ARGS``; its exit status and its one-line result."""
    log = work / "self-test.log"
    log.unlink(missing_ok=True)
    if env is None:  # the platform the self-test picks itself: windows
        env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    try:
        done = subprocess.run(
            [str(exe), "--self-test", "--self-test-log", str(log), *args],
            env=env,
            # not pipes: a program Wine starts for the first window (explorer.exe) can
            # inherit them and keep them open, and reading them would never end
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=SELF_TEST_TIMEOUT,
            check=False,
        )
        status = done.returncode
    except subprocess.TimeoutExpired:
        return -1, f"no result in {SELF_TEST_TIMEOUT} s"
    line = log.read_text(encoding="utf-8").strip() if log.exists() else "no result written"
    return status, line


def self_test_passes(case: str, exe: Path, work: Path, *args: str) -> bool:
    started = time.monotonic()
    status, line = self_test(exe, work, *args)
    ok = status == 0 and ": OK (" in line and HOSTILE_NAMES in line
    check(case, ok, f"{time.monotonic() - started:.0f} s: {short(line)}")
    return ok


def short(line: str, limit: int = 160) -> str:
    return line if len(line) <= limit else line[: limit - 1] + "…"


# ---------------------------------------------------------------- windows of a process

user32 = ctypes.WinDLL("user32") if sys.platform == "win32" else None
WM_CLOSE = 0x0010


class Rect(ctypes.Structure):
    _fields_ = [
        ("left", ctypes.c_long),
        ("top", ctypes.c_long),
        ("right", ctypes.c_long),
        ("bottom", ctypes.c_long),
    ]


def top_windows(pid: int) -> list[tuple[int, str, int]]:
    """The visible top-level windows of process ``pid``: (handle, title, width)."""
    assert user32 is not None
    found: list[tuple[int, str, int]] = []
    callback_type = ctypes.WINFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p)

    def visit(hwnd: int, _extra: int) -> bool:
        owner = ctypes.c_ulong()
        user32.GetWindowThreadProcessId(ctypes.c_void_p(hwnd), ctypes.byref(owner))
        if owner.value == pid and user32.IsWindowVisible(ctypes.c_void_p(hwnd)):
            title = ctypes.create_unicode_buffer(512)
            user32.GetWindowTextW(ctypes.c_void_p(hwnd), title, 512)
            rect = Rect()
            user32.GetWindowRect(ctypes.c_void_p(hwnd), ctypes.byref(rect))
            found.append((hwnd, title.value, rect.right - rect.left))
        return True

    user32.EnumWindows(callback_type(visit), 0)
    return found


def main_window(pid: int) -> bool:
    """True if the process shows Wild West's main window (a wide window called Wild West)."""
    return any(
        title.startswith("Wild West") and width >= 600 for _, title, width in top_windows(pid)
    )


def asks(pid: int) -> bool:
    """True if the process shows only a small window: the "already open" question."""
    windows = top_windows(pid)
    return bool(windows) and all(width < 600 for _, _, width in windows)


def wait_for(condition: Callable[[], bool], seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.5)
    return condition()


def close(process: subprocess.Popen[bytes], seconds: float = 60) -> int | None:
    """WM_CLOSE to each of the process's windows (as clicking their X) until it ends; its
    exit status, or None (then it is killed)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            return process.returncode
        for hwnd, _, _ in top_windows(process.pid):
            assert user32 is not None
            user32.PostMessageW(ctypes.c_void_p(hwnd), WM_CLOSE, 0, 0)
        time.sleep(1)
    process.kill()
    process.wait()
    return None


def start(exe: Path, *args: str) -> subprocess.Popen[bytes]:
    environment = dict(os.environ)
    environment.pop("QT_QPA_PLATFORM", None)
    return subprocess.Popen(
        [str(exe), *args],
        env=environment,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def open_and_close(exe: Path, *args: str) -> tuple[bool, int | None]:
    """Start the game, wait for its main window, close it: (window seen, exit status)."""
    game = start(exe, *args)
    seen = wait_for(lambda: main_window(game.pid) or game.poll() is not None, WINDOW_TIMEOUT)
    seen = seen and game.poll() is None
    time.sleep(2)  # let it settle (paint, the first-start offer)
    return seen, close(game)


# ---------------------------------------------------------------- folders


def tree(folder: Path) -> dict[str, tuple[int, int]]:
    """Every file under ``folder``: relative name → (size, modification time)."""
    snapshot = {}
    for path in sorted(folder.rglob("*")):
        info = path.stat()
        snapshot[str(path.relative_to(folder))] = (info.st_size, int(info.st_mtime))
    return snapshot


def deep(base: Path, length: int) -> Path:
    """A folder under ``base`` whose path is ``length`` characters long."""
    folder = base
    while len(str(folder)) < length - 31:
        folder = folder / ("deep" * 7 + "er")
    return folder / ("x" * (length - len(str(folder)) - 1))


def writable(folder: Path) -> bool:
    """True if a file can be made in ``folder`` (then removed again)."""
    probe = folder / "windows-file-rules.probe"
    try:
        probe.write_bytes(b"")
    except OSError:
        return False
    probe.unlink()
    return True


def make_read_only(folder: Path) -> bool:
    """Let everyone only read and run ``folder`` (icacls); True if writing it now fails."""
    subprocess.run(
        ["icacls", str(folder), "/inheritance:r", "/grant:r", "*S-1-1-0:(OI)(CI)RX"],
        capture_output=True,
        check=False,
    )
    return not writable(folder)


def make_writable(folder: Path) -> None:
    subprocess.run(
        ["icacls", str(folder), "/reset", "/T", "/C", "/Q"], capture_output=True, check=False
    )


@contextmanager
def subst_drive(target: Path) -> Iterator[str | None]:
    """A drive letter for ``target`` made with ``subst`` (None if none could be made)."""
    used = {f"{letter}:" for letter in string.ascii_uppercase if Path(f"{letter}:\\").exists()}
    free = [f"{letter}:" for letter in "QRSTUVWXYP" if f"{letter}:" not in used]
    made = None
    for drive in free:
        done = subprocess.run(["subst", drive, str(target)], capture_output=True, check=False)
        if done.returncode == 0 and Path(drive + "\\").is_dir():
            made = drive
            break
    try:
        yield made
    finally:
        if made:
            subprocess.run(["subst", made, "/D"], capture_output=True, check=False)


def program_data() -> Path | None:
    """ProgramData from the known-folder API, as the app finds it."""
    from uuid import UUID

    class Guid(ctypes.Structure):
        _fields_ = [("raw", ctypes.c_ubyte * 16)]

    guid = Guid.from_buffer_copy(UUID("{62AB5D82-FDC1-4DC3-A9DD-070D1D495D97}").bytes_le)
    pointer = ctypes.c_void_p()
    shell32 = ctypes.WinDLL("shell32")
    shell32.SHGetKnownFolderPath.argtypes = [
        ctypes.c_void_p,
        ctypes.c_ulong,
        ctypes.c_void_p,
        ctypes.POINTER(ctypes.c_void_p),
    ]
    if shell32.SHGetKnownFolderPath(ctypes.byref(guid), 0, None, ctypes.byref(pointer)) != 0:
        return None
    found = ctypes.wstring_at(pointer.value)
    ctypes.WinDLL("ole32").CoTaskMemFree(pointer)
    return Path(found)


# ---------------------------------------------------------------- the cases


def case_names(exe: Path, work: Path) -> None:
    self_test_passes("names: CON, nul.txt, COM1, a:b*c?d … (self-test files step)", exe, work)


def case_deep(exe: Path, work: Path) -> None:
    folder = deep(work / "deep", 150)
    self_test_passes(
        f"deep folder: data folder of {len(str(folder))} characters",
        exe,
        work,
        "--data-dir",
        str(folder),
    )
    too_deep = deep(work / "deeper", 215)
    status, line = self_test(exe, work, "--data-dir", str(too_deep))
    check(  # "too long for Windows" from the app; on Windows another step may say it first
        f"deep folder: {len(str(too_deep))} characters, too deep: a clear message",
        status == 1 and "too long" in line,
        short(line),
    )


def case_other_drive(exe: Path, work: Path, other: str | None) -> None:
    if other:
        target = Path(other) / "wildwest-file-rules"
        self_test_passes(f"other drive: data folder {target}", exe, work, "--data-dir", str(target))
        shutil.rmtree(target, ignore_errors=True)
        return
    (work / "drive").mkdir(exist_ok=True)
    with subst_drive(work / "drive") as drive:
        if drive is None:
            report("SKIP", "other drive", "no --other-drive given and subst made none")
            return
        self_test_passes(
            f"other drive: data folder {drive}\\class (subst)",
            exe,
            work,
            "--data-dir",
            f"{drive}\\class",
        )


def case_read_only(exe: Path, work: Path, copies: list[Path] | None) -> None:
    made: list[Path] = []
    if copies is None:
        copies = []
        for kind in ("plain", "portable"):
            folder = work / "read-only" / kind / "WildWest"
            shutil.rmtree(folder, ignore_errors=True)
            shutil.copytree(exe.parent, folder)
            if kind == "portable":
                (folder / "portable.txt").write_text("portable\r\n", encoding="utf-8")
            if not make_read_only(folder):
                make_writable(folder)
                report(
                    "SKIP",
                    f"read-only install folder ({kind})",
                    "icacls cannot make a folder read-only here (Wine: use wine_file_rules.sh)",
                )
                return
            made.append(folder)
            copies.append(folder)
    try:
        plain, portable = copies
        check(
            "read-only install folder: really read-only",
            not writable(plain) and not writable(portable),
            f"{plain}, {portable}",
        )
        before = tree(plain)
        self_test_passes("read-only install folder: self-test", plain / exe.name, work)
        seen, status = open_and_close(plain / exe.name, "--data-dir", str(work / "ro-data"))
        check(
            "read-only install folder: the game opens and closes",
            seen and status == 0,
            f"window {'seen' if seen else 'not seen'}, exit {status}",
        )
        check(
            "read-only install folder: nothing written beside the program",
            tree(plain) == before,
            str(plain),
        )
        before = tree(portable)
        seen, status = open_and_close(portable / exe.name)
        check(
            "read-only portable copy: the game still opens and closes",
            seen and status == 0,
            f"window {'seen' if seen else 'not seen'}, exit {status}",
        )
        check(
            "read-only portable copy: nothing written there",
            tree(portable) == before,
            str(portable),
        )
    finally:
        for folder in made:
            make_writable(folder)


def one_window_one_question(games: tuple[subprocess.Popen[bytes], ...]) -> bool:
    shown = [main_window(g.pid) for g in games]
    asking = [asks(g.pid) and not main_window(g.pid) for g in games]
    return sorted(shown) == [False, True] and any(asking)


def describe(game: subprocess.Popen[bytes]) -> str:
    if main_window(game.pid):
        return "window"
    if asks(game.pid):
        return "asks"
    return f"exited {game.poll()}" if game.poll() is not None else "nothing"


def case_two_copies(exe: Path, work: Path, rounds: int = 2) -> None:
    for round_number in range(1, rounds + 1):
        data = work / f"two-{round_number}"
        shutil.rmtree(data, ignore_errors=True)
        first, second = start(exe, "--data-dir", str(data)), start(exe, "--data-dir", str(data))
        games = (first, second)
        ok = wait_for(lambda games=games: one_window_one_question(games), WINDOW_TIMEOUT)
        state = [describe(g) for g in games]
        asking = [g for g in games if not main_window(g.pid)]
        status_asking = close(asking[0]) if asking else None
        statuses = [close(g) for g in games]
        time.sleep(1)
        left = sorted(p.name for p in data.iterdir()) if data.is_dir() else []
        clean = "wildwest.lock" not in left and not any(
            tag in name for name in left for tag in (".stale-", ".unusable-", ".corrupt-")
        )
        check(
            f"two copies at once (round {round_number}): one window, one question",
            ok,
            f"{state[0]} / {state[1]}",
        )
        check(
            f"two copies at once (round {round_number}): both end cleanly, lock released",
            clean and statuses == [0, 0] and status_asking in (0, None),
            f"exit {statuses}; data folder: {' '.join(left)}",
        )


def case_admin_file(exe: Path, work: Path) -> None:
    found = program_data()
    if found is None:
        report("FAIL", "administrator's file: ProgramData", "SHGetKnownFolderPath failed")
        return
    admin = found / "WildWest" / "wildwest-admin.ini"
    made = False
    if not admin.exists():
        try:
            admin.parent.mkdir(parents=True, exist_ok=True)
            admin.write_text(TEST_ADMIN_FILE + TEST_LOCKS, encoding="utf-8", newline="")
            made = True
        except OSError as error:
            report("SKIP", "administrator's file", f"cannot write {admin}: {error}")
            return
    try:
        status, honest = self_test(exe, work)
        evil = work / "evil"
        (evil / "WildWest").mkdir(parents=True, exist_ok=True)
        (evil / "WildWest" / "wildwest-admin.ini").write_text("[defaults]\r\n", encoding="utf-8")
        bat = work / "attack.bat"
        log = work / "attack.log"
        seen = work / "attack-env.txt"  # what the game was started with: the attack is real
        log.unlink(missing_ok=True)
        bat.write_text(
            "@echo off\r\n"
            f'set "PROGRAMDATA={evil}"\r\nset "ALLUSERSPROFILE={evil}"\r\n'
            "set QT_QPA_PLATFORM=\r\n"
            f'echo %PROGRAMDATA%> "{seen}"\r\n'
            f'"{exe}" --self-test --self-test-log "{log}"\r\n'
            "exit /b %ERRORLEVEL%\r\n",
            encoding="utf-8",
        )
        attack = subprocess.run(
            ["cmd", "/c", str(bat)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=SELF_TEST_TIMEOUT,
            check=False,
        )
        line = log.read_text(encoding="utf-8").strip() if log.exists() else "no result written"
        named = f"({admin})" in line or f"({admin};" in line or f"; {admin})" in line
        changed = seen.exists() and seen.read_text(encoding="oem", errors="replace").strip() == str(
            evil
        )
        check("administrator's file: the .bat really changes PROGRAMDATA", changed, str(evil))
        check(
            "administrator's file: read from ProgramData (known folder)",
            status == 0 and str(admin) in honest,
            short(honest[honest.find("admin settings") :] if "admin" in honest else honest),
        )
        check(
            "administrator's file: still read with PROGRAMDATA changed (.bat)",
            attack.returncode == 0 and named and str(evil) not in line,
            short(line[line.find("admin settings") :] if "admin" in line else line),
        )
    finally:
        if made:
            admin.unlink(missing_ok=True)
            with suppress(OSError):
                admin.parent.rmdir()


def case_no_fonts(exe: Path, work: Path) -> None:
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    status, line = self_test(exe, work, env=environment)
    check(
        "no fonts (offscreen Qt on Windows): the self-test fails at 'text'",
        status == 1 and ": FAILED: text: " in line and "no font" in line,
        short(line),
    )


# ---------------------------------------------------------------- main


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="windows_file_rules.py", description="Windows' file rules, tried with WildWest.exe."
    )
    parser.add_argument("exe", type=Path, help="the frozen WildWest.exe (in its bundle folder)")
    parser.add_argument("--work", type=Path, help="a folder to work in (default: a new one)")
    parser.add_argument("--other-drive", help="a folder on another drive letter, e.g. D:\\")
    parser.add_argument(
        "--read-only-copies",
        nargs=2,
        type=Path,
        metavar=("PLAIN", "PORTABLE"),
        help="two read-only copies of the bundle (the second with portable.txt)",
    )
    parser.add_argument("--keep", action="store_true", help="keep the work folder")
    parser.add_argument("--only", help="run only the cases whose name contains this")
    args = parser.parse_args(argv)
    if sys.platform != "win32":
        parser.error("this runs on Windows (or under Wine): see build_scripts/wine_file_rules.sh")
    exe = args.exe.resolve()
    if not exe.is_file():
        parser.error(f"{exe} is not there: build it first (python build_scripts/dev.py build)")
    work = args.work or Path(tempfile.mkdtemp(prefix="wildwest-file-rules-"))
    work.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    cases: list[tuple[str, Callable[[], None]]] = [
        ("names", lambda: case_names(exe, work)),
        ("deep", lambda: case_deep(exe, work)),
        ("drive", lambda: case_other_drive(exe, work, args.other_drive)),
        ("read-only", lambda: case_read_only(exe, work, args.read_only_copies)),
        ("two", lambda: case_two_copies(exe, work)),
        ("admin", lambda: case_admin_file(exe, work)),
        ("fonts", lambda: case_no_fonts(exe, work)),
    ]
    for name, run in cases:
        if args.only and args.only not in name:
            continue
        try:
            run()
        except Exception as error:  # a broken case is a failure, the others still run
            report("FAIL", name, f"{type(error).__name__}: {error}")
    if not args.keep and args.work is None:
        shutil.rmtree(work, ignore_errors=True)
    failed = sum(status == "FAIL" for status, _, _ in results)
    passed = sum(status == "PASS" for status, _, _ in results)
    skipped = sum(status == "SKIP" for status, _, _ in results)
    print(
        f"== {passed} passed, {failed} failed, {skipped} skipped in "
        f"{time.monotonic() - started:.0f} s"
    )
    return 1 if failed else 0


if __name__ == "__main__":
    # beside this file; named here since an embeddable Python (a ._pth file) or -P leaves
    # the script's folder off sys.path
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from safe_output import safe_console

    safe_console()
    sys.exit(main(sys.argv[1:]))
