"""The version is written once in pyproject.toml and once in wildwest/__init__.py: they agree."""

from __future__ import annotations

import tomllib
from pathlib import Path

import wildwest


def test_package_version_matches_pyproject():
    """wildwest.__version__ (read at start-up without importlib.metadata) equals pyproject's."""
    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    data = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    assert wildwest.__version__ == data["project"]["version"]
