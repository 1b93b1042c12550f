"""The frozen app's entry point: PyInstaller runs this script as ``wildwest`` / ``WildWest.exe``.

It is the same as ``python -m wildwest``, plus one hook for the start-up
benchmark (``tests/benchmarks/bench_bundle.py``): with ``WILDWEST_STARTUP_PROBE``
set to a file name, the app writes the time of the main window's first paint
there and quits. Without that variable it does nothing.
"""

import os
import sys

if os.environ.get("WILDWEST_STARTUP_PROBE"):
    from wildwest.selftest import probe_from_environment

    probe_from_environment()

from wildwest.__main__ import main

sys.exit(main())
