"""The engine stays standard-library only, and its docstring examples stay true."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import wildwest.engine

ROOT = Path(__file__).resolve().parents[2]  # children run here: this checkout's wildwest
ENGINE_MODULES = sorted(
    f"wildwest.engine.{info.name}" for info in pkgutil.iter_modules(wildwest.engine.__path__)
)


def test_importing_the_engine_loads_no_qt():
    """A fresh interpreter importing wildwest.engine (and the CLI commands) never loads PySide6."""
    code = (
        "import sys, wildwest.engine, wildwest.commands; "
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'));"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_engine_modules_import_only_the_standard_library():
    """Every module under wildwest/engine imports only the standard library and itself."""
    stdlib = sys.stdlib_module_names
    for name in ENGINE_MODULES:
        module = importlib.import_module(name)
        assert module.__file__ is not None
        source = Path(module.__file__).read_text(encoding="utf-8")
        for line in source.splitlines():
            words = line.split()
            if words[:1] == ["import"] or (words[:1] == ["from"] and not words[1].startswith(".")):
                top = words[1].split(".")[0]
                assert top in stdlib or top == "__future__", f"{name}: {line}"


@pytest.mark.parametrize("name", ENGINE_MODULES)
def test_docstring_examples_are_true(name):
    """The worked examples in the engine's docstrings (RULES.md's among them) run as written."""
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
