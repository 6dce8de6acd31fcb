"""PyInstaller's entry script for Game Table.

It only hands over to ``desktop_app.__main__.main``, whose first act is
``multiprocessing.freeze_support()``: a frozen app starts its AI worker
processes by running this same executable, and freeze_support turns those
runs into workers before any window code is imported.
"""

import sys

from desktop_app.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
