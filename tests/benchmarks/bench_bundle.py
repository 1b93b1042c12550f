"""Benchmark: the frozen app's size against a bare PySide6 window, and its start-up time.

Run with ``python build_scripts/dev.py bench bundle`` (needs PyInstaller: run
``python build_scripts/dev.py build`` once first, which installs it). In one run:

1. PyInstaller builds, from the same ``build_scripts/wildwest.spec`` (so with the
   same excludes, plugin trimming and stripping), (a) a bare window
   (QApplication + a QLabel, shown; ``WILDWEST_BUNDLE=bare-window``) and (b) the
   app, one-folder, into ``build/bench/``.
2. Sizes: each bundle on disk (bytes in its files) and as a .tar.gz (gzip -9, as
   the Linux package), and app ÷ bare. Targets: app ≤ 1.15× bare, about ≤ 115 MB
   on disk and ≤ 48 MB compressed.
3. Start-up: time from launching the process to the end of the main window's
   first paint, frozen app vs the same app from source (``python
   build_scripts/installers/entry.py``, the frozen app's entry script), and the
   frozen bare window for scale; median of RUNS runs each, interleaved, after one
   warm-up each. Each run has a fresh ``--data-dir`` and XDG folders, and the
   ``offscreen`` platform unless ``--platform`` says otherwise. The entry
   scripts write the paint time to ``WILDWEST_STARTUP_PROBE`` and exit at once.

Options: ``--runs N`` (default 7), ``--platform NAME`` (e.g. ``xcb`` with a
display), ``--skip-build`` (reuse ``build/bench``).
"""

from __future__ import annotations

import argparse
import io
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "build_scripts" / "wildwest.spec"
ENTRY = ROOT / "build_scripts" / "installers" / "entry.py"
BENCH = ROOT / "build" / "bench"
RUNS = 7
TARGET_RATIO = 1.15
TARGET_DISK_MB = 115
TARGET_GZ_MB = 48


def build(kind: str) -> Path:
    """Build one bundle with the project spec; the folder holding its executable."""
    env = dict(os.environ)
    if kind == "bare":
        env["WILDWEST_BUNDLE"] = "bare-window"
    dist, work = BENCH / kind / "dist", BENCH / kind / "work"
    started = time.monotonic()
    pyinstaller = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR"]
    subprocess.run(
        [*pyinstaller, "--distpath", str(dist), "--workpath", str(work), str(SPEC)],
        cwd=ROOT,
        env=env,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    print(f"built the {kind} bundle in {time.monotonic() - started:.0f} s")
    return bundle_folder(kind)


def bundle_folder(kind: str) -> Path:
    dist = BENCH / kind / "dist"
    if sys.platform == "darwin" and kind == "app":
        return dist / "Wild West.app"
    names = {
        "bare": "bare-window",
        "app": "wildwest" if sys.platform.startswith("linux") else "WildWest",
    }
    return dist / names[kind]


def executable(kind: str) -> Path:
    folder = bundle_folder(kind)
    if folder.suffix == ".app":
        return folder / "Contents" / "MacOS" / "WildWest"
    name = folder.name + (".exe" if os.name == "nt" else "")
    return folder / name


def disk_bytes(folder: Path) -> int:
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def gzip_bytes(folder: Path) -> int:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz", compresslevel=9) as tar:
        tar.add(folder, arcname=folder.name)
    return buffer.tell()


def startup(command: list[str], platform: str) -> float:
    """Seconds from starting ``command`` to the end of its window's first paint."""
    with tempfile.TemporaryDirectory(prefix="wildwest-bench-") as temp:
        folder = Path(temp)
        probe = folder / "painted.txt"
        env = dict(
            os.environ,
            QT_QPA_PLATFORM=platform,
            WILDWEST_STARTUP_PROBE=str(probe),
            XDG_CONFIG_HOME=str(folder / "config"),
            XDG_DATA_HOME=str(folder / "data"),
        )
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
                f"{command[-1]} did not paint (exit {done.returncode}): "
                + done.stderr.decode("utf-8", "replace")[-500:]
            )
        return float(probe.read_text(encoding="utf-8").split()[0]) - started


def verdict(ok: bool) -> str:
    return "ok" if ok else "OVER TARGET"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=RUNS)
    parser.add_argument("--platform", default="offscreen")
    parser.add_argument("--skip-build", action="store_true")
    args = parser.parse_args(argv)

    if not args.skip_build:
        try:
            import PyInstaller  # noqa: F401
        except ImportError:
            print("PyInstaller is missing: run `python build_scripts/dev.py build` once first")
            return 1
        build("bare")
        build("app")

    sizes = {}
    for kind in ("bare", "app"):
        folder = bundle_folder(kind)
        sizes[kind] = (disk_bytes(folder), gzip_bytes(folder))
        disk, packed = sizes[kind]
        print(
            f"{kind:>4} bundle: {disk / 1e6:6.1f} MB on disk ({disk / 2**20:.1f} MiB), "
            f"{packed / 1e6:5.1f} MB as .tar.gz"
        )
    (bare_disk, bare_gz), (app_disk, app_gz) = sizes["bare"], sizes["app"]
    disk_ratio, gz_ratio = app_disk / bare_disk, app_gz / bare_gz
    print(
        f"app / bare: {disk_ratio:.3f}× on disk, {gz_ratio:.3f}× compressed "
        f"(target ≤ {TARGET_RATIO}×: {verdict(max(disk_ratio, gz_ratio) <= TARGET_RATIO)})"
    )
    print(
        f"app: {app_disk / 1e6:.1f} MB on disk (target ≤ {TARGET_DISK_MB} MB: "
        f"{verdict(app_disk / 1e6 <= TARGET_DISK_MB)}), {app_gz / 1e6:.1f} MB compressed "
        f"(target ≤ {TARGET_GZ_MB} MB: {verdict(app_gz / 1e6 <= TARGET_GZ_MB)})"
    )

    commands = {
        "frozen app": [str(executable("app"))],
        "app from source": [sys.executable, str(ENTRY)],
        "frozen bare window": [str(executable("bare"))],
    }
    times: dict[str, list[float]] = {name: [] for name in commands}
    for command in commands.values():  # warm-up: page cache, fontconfig cache
        startup(command, args.platform)
    for _ in range(args.runs):  # interleaved, so machine noise hits all alike
        for name, command in commands.items():
            times[name].append(startup(command, args.platform))
    print(f"start-up to the first painted window ({args.platform}, median of {args.runs}):")
    for name, values in times.items():
        print(
            f"  {name:>18}: {statistics.median(values) * 1000:5.0f} ms "
            f"(min {min(values) * 1000:.0f}, max {max(values) * 1000:.0f})"
        )
    frozen = statistics.median(times["frozen app"])
    source = statistics.median(times["app from source"])
    print(f"frozen / from source: {frozen / source:.2f}×")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
