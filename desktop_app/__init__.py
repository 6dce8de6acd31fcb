"""Game Table: tabletop games for the desktop (Copernico, Copycat, Councils & Contracts)."""

_version: str | None = None


def app_version() -> str:
    """The installed version, looked up when first asked for (a save, the About box, a crash report):
    importlib.metadata costs more at start-up than anything the first frame shows."""
    global _version
    if _version is None:
        from importlib import metadata

        try:
            _version = metadata.version("game-table")
        except metadata.PackageNotFoundError:  # running from a source checkout
            _version = "0.1.0"
    return _version


def __getattr__(name: str) -> str:
    if name == "__version__":
        return app_version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
