#!/usr/bin/env python3
"""Set up a development copy of Wild West and run it: standard library only.

    python build_scripts/dev.py play [ARGS]   set up .venv, then start the game (wildwest ARGS)
    python build_scripts/dev.py test [ARGS]   set up .venv, then ruff, mypy and the whole
                                              test suite headless, on every core (extra
                                              ARGS go to pytest; -n0 runs it in one process)
    python build_scripts/dev.py bench         set up .venv, then run the benchmarks
    python build_scripts/dev.py build         set up .venv, then build, self-test and package
                                              the desktop app for this machine
    python build_scripts/dev.py translations  set up .venv, then extract every translatable
                                              text into resources/translations/*.ts and
                                              compile them (build_scripts/translations.py)

Works the same on Windows, macOS and Linux with Python 3.11 or newer. The
first run creates ``.venv`` next to this repository's pyproject.toml and
installs the project into it; later runs reinstall only when pyproject.toml
changed.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
STAMP = VENV / ".wildwest-installed"
EXTRAS = {
    "play": "",
    "test": "[test]",
    "bench": "[test]",
    "build": "[test,build]",
    "translations": "",
}


def venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def say(message: str) -> None:
    print(f"[dev] {message}", flush=True)


def run(*args: str | Path, env: dict[str, str] | None = None) -> int:
    return subprocess.call([str(a) for a in args], cwd=ROOT, env=env)


def quietly(what: str, *args: str | Path) -> bool:
    """Run ``args`` with its output kept back: one progress line, and the output only if it
    fails (a first set-up prints no pages of pip for a teacher to worry about)."""
    print(f"[dev] {what} ...", end=" ", flush=True)
    started = time.monotonic()
    done = subprocess.run(
        [str(a) for a in args],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        encoding="utf-8",
        errors="replace",
        check=False,
    )
    if done.returncode == 0:
        print(f"done ({time.monotonic() - started:.0f} s)", flush=True)
        return True
    print("failed. What it said:", flush=True)
    said = done.stdout if done.stdout.endswith("\n") else done.stdout + "\n"
    encoding = sys.stdout.encoding or "utf-8"  # a Windows console may lack pip's characters
    sys.stdout.write(said.encode(encoding, "replace").decode(encoding))
    sys.stdout.flush()
    return False


def ensure_venv(extras: str) -> Path:
    """Create .venv if needed and install the project with ``extras`` unless already done."""
    python = venv_python()
    if not python.exists():
        say(f"creating {VENV}")
        venv.EnvBuilder(with_pip=True, clear=VENV.exists()).create(VENV)
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    installed = STAMP.read_text(encoding="utf-8").split() if STAMP.exists() else []
    have = set(installed[1:]) if installed[:1] == [wanted] else set()
    need = {extra for extra in extras.strip("[]").split(",") if extra} | {"base"}
    if need <= have:
        return python
    say(f"installing Wild West{extras} into .venv (first run takes a few minutes)")
    pip = [python, "-m", "pip", "install", "--disable-pip-version-check", "--progress-bar", "off"]
    if not quietly("updating pip and setuptools", *pip, "--upgrade", "pip", "setuptools", "wheel"):
        sys.exit("[dev] could not upgrade pip in .venv: see the messages above")
    if not quietly(
        f"installing Wild West{extras} and the packages it needs", *pip, "-e", f".{extras}"
    ):
        sys.exit("[dev] installing the project failed: see the messages above")
    STAMP.write_text(" ".join([wanted, *sorted(need | have)]), encoding="utf-8")
    return python


def headless_env() -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.setdefault("PYTHONUTF8", "1")
    return env


MAX_WORKERS = 8
"""The most pytest-xdist workers ``dev.py test`` starts (each holds a Qt application)."""


def cores() -> int:
    """The CPU cores this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0)) or 1
    return os.cpu_count() or 1


def parallel(extra: list[str]) -> list[str]:
    """pytest-xdist's options for a run on every core (at most :data:`MAX_WORKERS`), each
    ``xdist_group`` (a layout sweep's child process) kept on one worker; none on one core, or
    when ``extra`` chooses for itself (``-n0``, ``-n 3``, ``--dist``, ``-p no:xdist``)."""
    for arg in extra:
        if arg.startswith(("-n", "--numprocesses", "--dist")) or arg.endswith("no:xdist"):
            return []
    workers = min(cores(), MAX_WORKERS)
    return ["-n", str(workers), "--dist", "loadgroup"] if workers > 1 else []


def test(python: Path, extra: list[str]) -> int:
    env = headless_env()
    steps: list[tuple[str, list[str | Path]]] = [
        ("ruff check", [python, "-m", "ruff", "check", "."]),
        ("ruff format --check", [python, "-m", "ruff", "format", "--check", "."]),
        ("mypy", [python, "-m", "mypy"]),
        ("pytest", [python, "-m", "pytest", *parallel(extra), *extra]),
    ]
    for name, command in steps:
        say(name)
        code = run(*command, env=env)
        if code != 0:
            say(f"{name} failed (exit {code})")
            return code or 1
    say("all checks passed")
    return 0


def bench(python: Path, extra: list[str]) -> int:
    scripts = sorted((ROOT / "tests" / "benchmarks").glob("bench_*.py"))
    wanted = [s for s in scripts if not extra or any(word in s.name for word in extra)]
    failed = 0
    for script in wanted:
        say(f"benchmark {script.name}")
        failed |= run(python, script, env=headless_env())
    return failed


def main(argv: list[str]) -> int:
    if sys.version_info < (3, 11):  # noqa: UP036 - run by any python a teacher has
        sys.exit("[dev] Wild West needs Python 3.11 or newer; this is " + sys.version.split()[0])
    if not argv or argv[0] not in EXTRAS:
        print(__doc__)
        return 2
    job, extra = argv[0], argv[1:]
    python = ensure_venv(EXTRAS[job])
    translations = ROOT / "build_scripts" / "translations.py"
    if job == "translations":
        return run(python, translations, "all")
    # The compiled translations (.qm) are not kept in git: make them from the .ts sources.
    if run(python, translations, "compile", "--stale") != 0:
        say("compiling the translations failed: see the messages above")
        return 1
    # The byte code of the dataclasses' methods, made ahead as .pyc files are (start-up time;
    # wildwest/dataclass_code.py). Not kept in git either.
    if run(python, "-m", "wildwest.dataclass_code", "--stale") != 0:
        say("making the dataclasses' byte code failed: see the messages above")
        return 1
    if job == "play":
        return run(python, "-m", "wildwest", *extra)
    if job == "test":
        return test(python, extra)
    if job == "bench":
        return bench(python, extra)
    return run(python, ROOT / "build_scripts" / "build.py", *extra)


if __name__ == "__main__":
    # beside this file; named here since an embeddable Python (a ._pth file) or -P leaves
    # the script's folder off sys.path
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from safe_output import safe_console

    safe_console()
    sys.exit(main(sys.argv[1:]))
