"""Keep PySide6 from reading the source of every module imported after it (start-up time).

PySide6 replaces ``builtins.__import__`` with its ``__feature__`` hook. After
each import of a module it has not seen, the hook calls
``inspect.getsource(module)`` and looks for the word "PySide6", to decide whether
the module takes part in ``from __feature__ import snake_case, true_property``
switching (``0``: it may, ``-1``: it is ignored). Reading and tokenising the
source of every module of ours, and of every standard-library module imported
after Qt, cost the app about 60 ms and 4 MB of cached lines at start-up.

No module of Wild West selects a feature, so every module runs with the default
selection ``0`` whichever value it gets. :func:`install` puts an import finder
first on ``sys.meta_path`` that writes a module's entry into PySide6's feature
dictionary just before the module is imported (``0`` for Wild West and PySide6
modules, ``-1`` for the others, as the source check would mostly decide), so the
hook finds it there and reads nothing. It finds no modules itself. Standard
library only; harmless if PySide6 is absent or changes (then it does nothing).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from types import ModuleType

USES_QT = ("wildwest", "PySide6", "shiboken6")
"""Top-level packages whose modules get ``0`` ("uses PySide6, no feature selected")."""


class FeatureScanSkipper:
    """A ``sys.meta_path`` finder that only pre-fills PySide6's feature dictionary."""

    def __init__(self) -> None:
        self._filled = False

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None = None,
        target: ModuleType | None = None,
    ) -> ModuleSpec | None:
        table = feature_table()
        if table is not None:
            if not self._filled:  # the first import since Qt: the modules imported before it
                self._filled = True
                for name in list(sys.modules):
                    table.setdefault(name, selection(name))
            table.setdefault(fullname, selection(fullname))
        return None  # the usual finders find the module


def feature_table() -> dict[str, int] | None:
    """PySide6's feature dictionary (module name → selection), once PySide6 is imported."""
    table = getattr(sys.modules.get("__feature__"), "pyside_feature_dict", None)
    return table if isinstance(table, dict) else None


def selection(name: str) -> int:
    return 0 if name.partition(".")[0] in USES_QT else -1


def install() -> None:
    """Put the finder first on ``sys.meta_path`` (once); best called before importing Qt."""
    if not any(isinstance(finder, FeatureScanSkipper) for finder in sys.meta_path):
        finder = FeatureScanSkipper()
        sys.meta_path.insert(0, finder)
        finder.find_spec("wildwest")  # if Qt is imported already: the modules before now
