"""The frozen app's entry point: PyInstaller runs this script as ``wildwest`` / ``WildWest.exe``.

It is exactly ``python -m wildwest`` (which also honours ``WILDWEST_STARTUP_PROBE``
for the start-up benchmark, ``tests/benchmarks/bench_bundle.py``).
"""

import sys

from wildwest.__main__ import main

sys.exit(main())
