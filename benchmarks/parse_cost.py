"""What reading old and new syntax costs: time per file for each means of `twokey.kernel.pysource`.

Run: `python benchmarks/parse_cost.py NAME==VERSION ...` (default: the coverage projects of
`benchmarks/mature.py`). Each sdist comes from the same cache; every `.py` file is decoded
(PEP 263) and parsed with a cold translation cache. Translated files are parsed once more to
show what the second slot and the refuters pay (translations are cached by text).
"""

from __future__ import annotations

import sys
import tarfile
import tempfile
import time
from collections import defaultdict
from pathlib import Path

from archives import extract_tar  # the script folder is on sys.path
from mature import PROJECTS, sdist  # the script folder is on sys.path

from twokey.kernel.pysource import Undecodable, Unparseable, _translated, decode_source, parse_python


def measure(archive: Path) -> dict[str, list[float]]:
    timings: dict[str, list[float]] = defaultdict(list)
    with tempfile.TemporaryDirectory() as scratch, tarfile.open(archive) as tar:
        extract_tar(tar, scratch)
        for path in sorted(Path(scratch).rglob("*.py")):
            try:
                text = decode_source(path.read_bytes())
            except Undecodable:
                timings["undecodable"].append(0.0)
                continue
            _translated.cache_clear()
            started = time.perf_counter()
            try:
                means = parse_python(text).means.value
            except Unparseable:
                means = "unparseable"
            timings[means].append(time.perf_counter() - started)
            if means in ("fissix", "libcst"):
                started = time.perf_counter()
                parse_python(text)
                timings[f"{means} (cached)"].append(time.perf_counter() - started)
    return timings


def main(argv: list[str]) -> int:
    wanted = argv or [f"{name}=={version}" for name, version, _, kind in PROJECTS if kind == "coverage"]
    stems = {f"{name}=={version}": (name, version, stem) for name, version, stem, _ in PROJECTS}
    print("| project | means | files | total s | mean ms | max ms |")
    print("|---|---|---|---|---|---|")
    for spec in wanted:
        timings = measure(sdist(*stems[spec]))
        for means, values in sorted(timings.items()):
            print(f"| {spec} | {means} | {len(values)} | {sum(values):.2f} | {1000 * sum(values) / len(values):.1f} "
                  f"| {1000 * max(values):.1f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
