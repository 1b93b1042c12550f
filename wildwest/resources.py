"""Finding the files in ``resources/``, wherever the game runs from.

One function, :func:`resource_path`, looks in (in order): the folder named by
``WILDWEST_RESOURCES``; a PyInstaller bundle; the source checkout (also an
editable install); and ``share/wildwest/resources`` under the Python prefix
(a wheel install).
"""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path


@cache
def resources_dir() -> Path:
    """The folder holding ``cards/`` and ``icons/``."""
    candidates: list[Path] = []
    if os.environ.get("WILDWEST_RESOURCES"):
        candidates.append(Path(os.environ["WILDWEST_RESOURCES"]))
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle) / "resources")
    candidates.append(Path(__file__).resolve().parent.parent / "resources")
    candidates.append(Path(sys.prefix) / "share" / "wildwest" / "resources")
    for folder in candidates:
        if (folder / "cards").is_dir():
            return folder
    raise FileNotFoundError(
        "Wild West cannot find its card pictures (the resources folder); "
        "please reinstall the game. Looked in: " + ", ".join(str(c) for c in candidates)
    )


def resource_path(*parts: str) -> Path:
    """A file under ``resources/``, e.g. ``resource_path("cards", "deck.svg")``."""
    return resources_dir().joinpath(*parts)
