#!/usr/bin/env python3
"""Render the app's screens to PNG files, offscreen, to look at them.

    python build_scripts/screenshots.py OUT_DIR [--only TEXT ...]

Every screen the layout sweep checks (``tests/ui/screens.py``: the new-game screen,
the table after a steal and mid-answer, game over, each tab of the prime panel,
Records and Rules) at 1024×600, 1366×768 and 1920×1080 in each text size (1.0,
1.25, 1.5 and 2.0), plus the table in the dark and high-contrast themes at
1366×768. Each file is named after its case, e.g. ``1024x600-text150-table-steal.png``,
and shows the whole screen as a pupil sees it: a dialog is drawn where it sits over
the main window, and whatever hangs off the screen is cut off. ``--only`` keeps the
cases whose name contains one of the texts (``--only 1024x600-text200 --only records``).
``--language de`` renders them in German (any shipped language, or ``pseudo``: every text
40 % longer), ``--rtl`` right to left.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import translations  # noqa: E402  (beside this script)

from tests.ui import screens  # noqa: E402


def screen_picture(top: Any, screen: Any) -> Any:
    """The screen as it looks: the window (and the main window under a dialog), cut off
    where it hangs off the screen."""
    from PySide6.QtGui import QColor, QPainter, QPixmap

    picture = QPixmap(screen.size())
    picture.fill(QColor("#202020"))
    painter = QPainter(picture)
    under = top.parentWidget().window() if top.parentWidget() is not None else None
    for widget in (under, top):
        if widget is not None:
            painter.drawPixmap(widget.frameGeometry().topLeft() - screen.topLeft(), widget.grab())
    painter.end()
    return picture


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", type=Path, help="folder for the PNG files")
    parser.add_argument("--only", action="append", default=[], metavar="TEXT")
    parser.add_argument("--language", metavar="CODE", help="de, fr, es or pseudo")
    parser.add_argument("--rtl", action="store_true", help="right to left")
    args = parser.parse_args(argv)
    out: Path = args.out_dir
    cases = [
        case
        for case in screens.all_cases()
        if not args.only or any(text in case.id for text in args.only)
    ]
    if not cases:
        parser.error(f"no case's name contains {' or '.join(args.only)} (see --help)")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        parser.error(f"cannot make the folder {out}: {error.strerror or error}")
    written: list[Path] = []
    if translations.compile_all(only_stale=True) != 0:  # a .ts newer than its .qm (a merge)
        print("compiling the translations failed: see the messages above", file=sys.stderr)
        return 1

    def save(case: screens.Case, top: Any, screen: Any) -> None:
        path = out / f"{case.id}.png"
        if not screen_picture(top, screen).save(str(path)):
            raise OSError(f"could not write {path}")
        written.append(path)

    def trouble(case: screens.Case | None, message: str) -> None:
        print(f"{case.id if case else 'setting up'}: {message}", file=sys.stderr)

    with tempfile.TemporaryDirectory(prefix="wildwest-screens-") as tmp:
        screens.start_app(Path(tmp))
        try:
            screens.speak(None if args.language == "en" else args.language, rtl=args.rtl)
        except ValueError as problem:
            parser.error(str(problem))
        screens.render(cases, save, Path(tmp), trouble)
    print(f"{len(written)} screenshots in {out}")
    return 0 if len(written) == len(cases) else 1


if __name__ == "__main__":
    # beside this file; named here since an embeddable Python (a ._pth file) or -P leaves
    # the script's folder off sys.path
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from safe_output import safe_console

    safe_console()
    sys.exit(main())
