"""Wild West: a card game for practising prime factorisation."""

__version__ = "0.1.0"
"""The version; tests/test_version.py checks it matches pyproject.toml."""
