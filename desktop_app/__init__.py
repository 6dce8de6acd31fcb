"""Game Table: tabletop games for the desktop (Copernico, Copycat, Councils & Contracts)."""

from importlib import metadata as _metadata

try:
    __version__ = _metadata.version("game-table")
except _metadata.PackageNotFoundError:  # running from a source checkout
    __version__ = "0.1.0"
