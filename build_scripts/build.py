#!/usr/bin/env python3
"""Build Wild West for this machine, check the frozen app, and package it.

    python build_scripts/dev.py build [--no-package] [--clean] [--verbose]

(``dev.py build`` sets up ``.venv`` with PyInstaller and runs this file in it.)

1. PyInstaller builds the one-folder bundle from ``build_scripts/wildwest.spec``
   into ``dist/``.
2. The bundle's own ``--self-test`` runs, in English and in each shipped language:
   headless (``QT_QPA_PLATFORM=offscreen``), but on Windows on the ``windows``
   platform with a window that is never shown, since offscreen Qt has no fonts
   there and the self-test checks that every text it draws has glyphs. The build
   fails if it fails or reports another version than pyproject.toml.
3. Packaging, unless ``--no-package``:

   Windows
       ``dist/WildWest-VERSION-windows-x64-setup.exe`` (Inno Setup 6, from
       ``installers/windows/wildwest.iss``) when ``ISCC.exe`` is found, and always
       ``dist/WildWest-VERSION-windows-x64-portable.zip`` (with ``portable.txt``).
   macOS
       ``dist/WildWest-VERSION-macos-ARCH.dmg``: the .app and an Applications link.
       Signed and notarised only when the credentials below are set.
   Linux
       ``dist/wildwest-VERSION-linux-ARCH.tar.gz``: the bundle, ``install.sh``, the
       desktop entry, the MIME type and the icons.

4. The sizes: the bundle on disk, and each package.

Output is safe on any console: a character the console's code page cannot show
(``→`` on a Windows console with cp1252, output redirected to a file) comes out
as ``?`` (``safe_output.py``), with or without ``PYTHONUTF8=1``.

Environment variables (all optional)
    WILDWEST_ISCC                       path of ISCC.exe, if not in a usual place
    WILDWEST_CODESIGN_IDENTITY          macOS: "Developer ID Application: NAME (TEAMID)";
                                        the spec signs the app with it, this script the dmg
    WILDWEST_NOTARY_KEYCHAIN_PROFILE    macOS: a profile saved by ``xcrun notarytool
                                        store-credentials``; or instead the three below
    WILDWEST_NOTARY_APPLE_ID            the Apple ID (e-mail) of the developer account
    WILDWEST_NOTARY_TEAM_ID             its team ID
    WILDWEST_NOTARY_PASSWORD            an app-specific password for that Apple ID
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build_scripts" / "wildwest.spec"
SHIPPED_LANGUAGES = ("de", "es", "fr")
"""The languages besides English whose frozen ``--self-test`` must pass."""
INSTALLERS = ROOT / "build_scripts" / "installers"
DIST = ROOT / "dist"
WORK = ROOT / "build"
SELF_TEST_TIMEOUT = 300
IS_WIN = sys.platform.startswith("win")
IS_MAC = sys.platform == "darwin"


class BuildError(Exception):
    """A step failed; the message says which and why."""


def say(message: str) -> None:
    print(f"[build] {message}", flush=True)


def version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def machine() -> str:
    """``x86_64``/``arm64``-style architecture name for package file names."""
    name = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(name, name)


def run(args: list[str | Path]) -> None:
    command = [str(a) for a in args]
    code = subprocess.call(command, cwd=ROOT)
    if code != 0:
        raise BuildError(f"{Path(command[0]).name} failed (exit {code}): {' '.join(command)}")


def tree_size(path: Path) -> int:
    """Bytes in the files under ``path`` (symbolic links not followed)."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def megabytes(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB"


# ---------------------------------------------------------------- bundle


def bundle_paths() -> tuple[Path, Path]:
    """(what is shipped, the executable inside it) for this platform."""
    if IS_MAC:
        app = DIST / "Wild West.app"
        return app, app / "Contents" / "MacOS" / "WildWest"
    if IS_WIN:
        folder = DIST / "WildWest"
        return folder, folder / "WildWest.exe"
    folder = DIST / "wildwest"
    return folder, folder / "wildwest"


def build_bundle(clean: bool, verbose: bool) -> None:
    say("translations: resources/translations/*.ts → .qm (pyside6-lrelease)")
    run([sys.executable, ROOT / "build_scripts" / "translations.py", "compile"])
    say("dataclasses' byte code: wildwest/dataclass_code.*.bin (start-up time)")
    # The project's folder on the path by hand: a Python whose ._pth file fixes its path
    # (Windows' embeddable Python) ignores the current folder and PYTHONPATH for ``-m``.
    make_code = (
        f"import runpy, sys; sys.path.insert(0, {str(ROOT)!r}); "
        "runpy.run_module('wildwest.dataclass_code', run_name='__main__', alter_sys=True)"
    )
    run([sys.executable, "-c", make_code])
    say(f"PyInstaller: {SPEC.relative_to(ROOT)} → {DIST.relative_to(ROOT)}/")
    args: list[str | Path] = [sys.executable, "-m", "PyInstaller", "--noconfirm"]
    args += ["--distpath", DIST, "--workpath", WORK / "pyinstaller"]
    if clean:
        args.append("--clean")
    if not verbose:
        args += ["--log-level", "WARN"]
    run([*args, SPEC])


def self_test(executable: Path, expected_version: str, language: str = "") -> str:
    """Run the frozen app's ``--self-test`` (in ``language``, if given); its one-line
    result, or BuildError."""
    log = WORK / "self-test.log"
    log.parent.mkdir(parents=True, exist_ok=True)
    log.unlink(missing_ok=True)
    platform = "windows" if IS_WIN else "offscreen"  # offscreen Qt on Windows has no fonts
    env = dict(os.environ, QT_QPA_PLATFORM=platform, PYTHONIOENCODING="utf-8")
    speak = ["--language", language] if language else []
    say(f"self-test: {executable.relative_to(ROOT)} --self-test {' '.join(speak)}".rstrip())
    try:
        done = subprocess.run(
            [str(executable), "--self-test", "--self-test-log", str(log), *speak],
            cwd=WORK,
            env=env,
            capture_output=True,
            timeout=SELF_TEST_TIMEOUT,
            check=False,
        )
    except subprocess.TimeoutExpired:
        raise BuildError(
            f"the frozen app's self-test did not finish in {SELF_TEST_TIMEOUT} s"
        ) from None
    # A windowed Windows build has no stdout: the log file is the one place to read.
    line = log.read_text(encoding="utf-8").strip() if log.exists() else ""
    if done.returncode != 0 or ": OK (" not in line:
        details = (done.stdout + done.stderr).decode("utf-8", "replace").strip()
        raise BuildError(
            f"the frozen app's self-test failed (exit {done.returncode}): "
            f"{line or 'no result written'}" + (f"\n{details}" if details else "")
        )
    if not line.startswith(f"wildwest {expected_version} "):
        raise BuildError(f"the frozen app is not version {expected_version}: {line}")
    return line


# ---------------------------------------------------------------- Windows


def find_iscc() -> Path | None:
    """Inno Setup's compiler: WILDWEST_ISCC, on PATH, or in a usual install folder."""
    candidates = [os.environ.get("WILDWEST_ISCC"), shutil.which("iscc")]
    for base in ("ProgramFiles(x86)", "ProgramFiles", "LOCALAPPDATA"):
        if os.environ.get(base):
            programs = Path(os.environ[base])
            for folder in (programs, programs / "Programs"):
                found = sorted(folder.glob("Inno Setup */ISCC.exe"), reverse=True)
                candidates += [str(path) for path in found]  # the newest version first
    for candidate in candidates:
        if candidate and Path(candidate).is_file():
            return Path(candidate)
    return None


def numeric_version(text: str) -> str:
    """The leading X.Y.Z of a version ("1.2.0rc1" → "1.2.0"): Windows wants numbers only."""
    found = re.match(r"(\d+)(?:\.(\d+))?(?:\.(\d+))?", text)
    numbers = [n or "0" for n in found.groups()] if found else ["0", "0", "0"]
    return ".".join(numbers)


PORTABLE_TEXT = """\
Wild West, portable copy.

Because this file (portable.txt) is next to WildWest.exe, Wild West keeps its
settings, records and log in the WildWestData folder beside it instead of in
the user's AppData. Copy the whole folder to a USB stick or a shared drive and
start WildWest.exe from there. Delete this file to use the normal folders.
"""


def package_windows(bundle: Path, ver: str) -> list[Path]:
    made = []
    portable = DIST / f"WildWest-{ver}-windows-x64-portable.zip"
    say(f"portable zip: {portable.name}")
    portable.unlink(missing_ok=True)
    with zipfile.ZipFile(portable, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted(bundle.rglob("*")):
            if path.is_file():
                archive.write(path, Path("WildWest") / path.relative_to(bundle))
        archive.writestr("WildWest/portable.txt", PORTABLE_TEXT.replace("\n", "\r\n"))
    made.append(portable)

    iscc = find_iscc()
    if iscc is None:
        say(
            "cannot make the installer: Inno Setup's ISCC.exe was not found. Install Inno "
            "Setup 6.3 or newer (https://jrsoftware.org/isinfo.php, or `choco install "
            "innosetup`), or set WILDWEST_ISCC to ISCC.exe's path, and build again."
        )
        return made
    setup = DIST / f"WildWest-{ver}-windows-x64-setup.exe"
    say(f"Inno Setup: {setup.name} ({iscc})")
    run(
        [
            iscc,
            "/Qp",
            f"/DAppVersion={ver}",
            f"/DAppNumericVersion={numeric_version(ver)}",
            f"/DBundleDir={bundle}",
            f"/DOutputDir={DIST}",
            f"/DRepoRoot={ROOT}",
            INSTALLERS / "windows" / "wildwest.iss",
        ]
    )
    if not setup.is_file():
        raise BuildError(f"ISCC finished but {setup} is missing")
    made.append(setup)
    return made


# ---------------------------------------------------------------- macOS


def notary_arguments() -> list[str] | None:
    """``xcrun notarytool`` credentials from the environment, or None if there are none."""
    profile = os.environ.get("WILDWEST_NOTARY_KEYCHAIN_PROFILE")
    if profile:
        return ["--keychain-profile", profile]
    names = ("WILDWEST_NOTARY_APPLE_ID", "WILDWEST_NOTARY_TEAM_ID", "WILDWEST_NOTARY_PASSWORD")
    values = [os.environ.get(name) for name in names]
    if all(values):
        apple_id, team, password = values
        return ["--apple-id", str(apple_id), "--team-id", str(team), "--password", str(password)]
    return None


def notarise(path: Path, credentials: list[str]) -> None:
    """Send ``path`` (a .zip or .dmg) to Apple's notary service and wait for the verdict."""
    say(f"notarising {path.name} (this takes a few minutes)")
    run(["xcrun", "notarytool", "submit", path, *credentials, "--wait"])


def package_macos(app: Path, ver: str) -> list[Path]:
    identity = os.environ.get("WILDWEST_CODESIGN_IDENTITY")
    credentials = notary_arguments()
    if identity:
        # The spec already signed every binary and the app (hardened runtime); check it.
        run(["codesign", "--verify", "--deep", "--strict", "--verbose=2", app])
        if credentials:
            # Notarise and staple the app itself, so a Mac that is offline when the app is
            # first opened (from /Applications, after the dmg is gone) still trusts it.
            archive = WORK / "notarise" / f"{app.stem}.zip"
            archive.parent.mkdir(parents=True, exist_ok=True)
            archive.unlink(missing_ok=True)
            run(["ditto", "-c", "-k", "--keepParent", app, archive])
            notarise(archive, credentials)
            run(["xcrun", "stapler", "staple", app])
        else:
            say("not notarising: no WILDWEST_NOTARY_* credentials in the environment")
    else:
        say("not signing: WILDWEST_CODESIGN_IDENTITY is not set (see README: unsigned builds)")

    dmg = DIST / f"WildWest-{ver}-macos-{machine()}.dmg"
    staging = WORK / "dmg"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    run(["ditto", app, staging / app.name])
    (staging / "Applications").symlink_to("/Applications")
    dmg.unlink(missing_ok=True)
    say(f"disk image: {dmg.name}")
    run(
        [
            "hdiutil",
            "create",
            "-volname",
            f"Wild West {ver}",
            "-srcfolder",
            staging,
            "-fs",
            "HFS+",
            "-format",
            "UDZO",
            "-imagekey",
            "zlib-level=9",
            "-ov",
            dmg,
        ]
    )
    if identity:
        run(["codesign", "--sign", identity, "--timestamp", dmg])
        if credentials:
            notarise(dmg, credentials)
            run(["xcrun", "stapler", "staple", dmg])
    return [dmg]


# ---------------------------------------------------------------- Linux


def package_linux(bundle: Path, ver: str) -> list[Path]:
    top = f"wildwest-{ver}-linux-{machine()}"
    archive = DIST / f"{top}.tar.gz"
    linux = INSTALLERS / "linux"
    icons = ROOT / "resources" / "icons"
    extras = {
        "install.sh": (linux / "install.sh", 0o755),
        "wildwest-desktop.sh": (linux / "wildwest-desktop.sh", 0o755),
        "wildwest.desktop": (linux / "wildwest.desktop", 0o644),
        "wildwest-mime.xml": (linux / "wildwest-mime.xml", 0o644),
        "wildwest.svg": (icons / "wildwest.svg", 0o644),
        "wildwest.png": (icons / "wildwest.png", 0o644),
    }
    version_file = WORK / "VERSION"
    version_file.write_text(ver + "\n", encoding="utf-8")
    extras["VERSION"] = (version_file, 0o644)

    def owned_by_nobody(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        return info

    def with_mode(mode: int) -> Callable[[tarfile.TarInfo], tarfile.TarInfo]:
        def fix(info: tarfile.TarInfo) -> tarfile.TarInfo:
            info.mode = mode
            return owned_by_nobody(info)

        return fix

    say(f"tar.gz: {archive.name}")
    archive.unlink(missing_ok=True)
    with tarfile.open(archive, "w:gz", compresslevel=9) as tar:
        tar.add(bundle, arcname=f"{top}/wildwest", filter=owned_by_nobody)
        for name, (source, mode) in extras.items():
            tar.add(source, arcname=f"{top}/{name}", filter=with_mode(mode))
    return [archive]


# ---------------------------------------------------------------- main


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="build.py", description="Build, self-test and package Wild West for this machine."
    )
    parser.add_argument("--no-package", action="store_true", help="stop after the self-test")
    parser.add_argument("--clean", action="store_true", help="rebuild PyInstaller's cache")
    parser.add_argument("--verbose", action="store_true", help="show all PyInstaller output")
    args = parser.parse_args(argv)
    started = time.monotonic()
    ver = version()
    shipped, executable = bundle_paths()
    try:
        build_bundle(args.clean, args.verbose)
        if not executable.is_file():
            raise BuildError(f"PyInstaller finished but {executable} is missing")
        built = time.monotonic()
        say(f"built in {built - started:.0f} s")
        say(self_test(executable, ver))
        for language in SHIPPED_LANGUAGES:  # each language's words load in the bundle too
            say(self_test(executable, ver, language))
        packages: list[Path] = []
        if not args.no_package:
            if IS_WIN:
                packages = package_windows(shipped, ver)
            elif IS_MAC:
                packages = package_macos(shipped, ver)
            else:
                packages = package_linux(shipped, ver)
    except BuildError as error:
        say(f"FAILED: {error}")
        return 1
    say(f"bundle {shipped.relative_to(ROOT)}: {megabytes(tree_size(shipped))} on disk")
    for package in packages:
        say(f"package {package.relative_to(ROOT)}: {megabytes(package.stat().st_size)}")
    say(f"done in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    # beside this file; named here since an embeddable Python (a ._pth file) or -P leaves
    # the script's folder off sys.path
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from safe_output import safe_console

    safe_console()
    sys.exit(main(sys.argv[1:]))
