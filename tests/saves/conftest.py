"""The shell's recorded message boxes and test settings, for the start-up and plain-text tests."""

from tests.ui.shell_fixtures import messages, settings  # noqa: F401
