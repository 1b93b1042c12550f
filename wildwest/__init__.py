"""Wild West: a card game for practising prime factorisation."""

from importlib import metadata as _metadata

try:
    __version__ = _metadata.version("wildwest")
except _metadata.PackageNotFoundError:  # running from a source tree or a frozen bundle
    __version__ = "0.1.0"
