"""What goes into the wheel; everything else about the project is in pyproject.toml.

Code packages are found, not listed, so a new game package cannot be left out. The data
folders stay top-level (``resources/``, ``translations/``) and are installed inside the
package as ``desktop_app/_resources`` and ``desktop_app/_translations``, where
desktop_app/resources.py looks for them with importlib.resources. Their contents are taken by
pattern, not by name: every file under resources/, and the .ts and committed .qm files.
"""

from setuptools import find_packages, setup
from setuptools.command.build_py import build_py

# installed package -> top-level folder (desktop_app.resources.installed_name gives the same names)
DATA_PACKAGES = {"desktop_app._resources": "resources", "desktop_app._translations": "translations"}
DATA_PATTERNS = {"desktop_app._resources": ["**/*"], "desktop_app._translations": ["*.ts", "*.qm"]}


class BuildDataPackagesWithoutScripts(build_py):
    """The data folders hold maintenance scripts (translations/*.py) that the app never runs."""

    def find_package_modules(self, package, package_dir):
        if package in DATA_PACKAGES:
            return []
        return super().find_package_modules(package, package_dir)


setup(
    packages=[*find_packages(include=["desktop_app", "desktop_app.*"]), *DATA_PACKAGES],
    package_dir=DATA_PACKAGES,
    package_data=DATA_PATTERNS,
    exclude_package_data={"desktop_app._resources": ["__pycache__/*", "**/__pycache__/*", ".*", "**/.*"]},
    cmdclass={"build_py": BuildDataPackagesWithoutScripts},
)
