"""Are kept module analyses exactly fresh ones? Checked on real release pairs, across processes.

Run: `python benchmarks/kept_analyses.py [--max-files 1500]`. For each case of the CVE benchmark
(`benchmarks/cve/cases.yaml`: the last vulnerable and the first fixed release of a real package,
downloaded with pip once into the CVE cache, see `benchmarks/cve/fetch.py`), three processes:
1. analyses every module of the vulnerable release with a fresh memo, keeping each analysis
   (`taint_kept`), under `PYTHONHASHSEED=0`;
2. analyses the fixed release with that memo, under `PYTHONHASHSEED=1`: unchanged modules whose
   questions get the same answers take their kept analysis;
3. analyses the fixed release afresh, also under `PYTHONHASHSEED=1`.
Each module's analysis, the modules it consulted and the names it looked up are digested, and the
digests of 2 and 3 must be identical. A different hash seed (and, on Python 3.11, a different
address of None) in each process means an analysis that depends on a set's order shows here too.
It prints one line per release pair and the totals; exit status 1 when any module differs.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE / "cve"))

import fetch  # noqa: E402  (benchmarks/cve/fetch.py: the releases, downloaded once)
import yaml  # noqa: E402


def analyse(mode: str, root: Path, memo_file: Path, out: Path) -> None:
    """One process's work (see the module docstring): MODE is record, replay or fresh."""
    from agent_providers.builtin.taint_kept import KeptAnalyses
    from agent_providers.builtin.taint_project import Project, canonical
    from twokey.kernel.codeview import WorktreeView
    from twokey.kernel.contentstore import MemoryMemo

    paths = sorted(str(path.relative_to(root)) for path in root.rglob("*.py"))
    project = Project(WorktreeView(root, paths), raising=True)
    memo = MemoryMemo()
    if mode == "replay":
        memo.values = json.loads(memo_file.read_text())  # the entries are text (see taint_kept.KeptAnalyses)
    if mode != "fresh":
        project.kept = KeptAnalyses(memo)
    for path in paths:
        project.module(path)
    if mode == "record":
        memo_file.write_text(json.dumps(memo.values))
    digests = {path: hashlib.sha256(json.dumps(
        [canonical(project.module(path)), sorted(project.consulted(path)), sorted(project.looked_up(path))],
        default=str).encode()).hexdigest() for path in paths}
    out.write_text(json.dumps({"digests": digests, "kept": len(project.reused)}))


def _run(mode: str, root: Path, memo_file: Path, out: Path, seed: int) -> dict:
    env = {**os.environ, "PYTHONHASHSEED": str(seed)}
    subprocess.run([sys.executable, __file__, "--one", mode, str(root), str(memo_file), str(out)], env=env,
                   check=True)
    return json.loads(out.read_text())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-files", type=int, default=1500, help="skip releases with more Python files")
    parser.add_argument("--one", nargs=4, metavar=("MODE", "ROOT", "MEMO", "OUT"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.one:
        mode, root, memo_file, out = args.one
        analyse(mode, Path(root), Path(memo_file), Path(out))
        return 0
    cases = yaml.safe_load((HERE / "cve" / "cases.yaml").read_text(encoding="utf-8"))
    pairs = sorted({(case["package"], str(case["vulnerable"]), str(case["fixed"])) for case in cases})
    modules = kept = differ = checked = 0
    for package, old, new in pairs:
        try:
            (_, before), (_, after) = fetch.release(package, old), fetch.release(package, new)
        except fetch.FetchError as error:
            print(f"{package} {old} -> {new}: not fetched ({error})")
            continue
        count = sum(1 for _ in after.rglob("*.py"))
        if not count or count > args.max_files:
            print(f"{package} {old} -> {new}: {count} Python files, skipped")
            continue
        with tempfile.TemporaryDirectory() as scratch:
            work = Path(scratch)
            _run("record", before, work / "memo", work / "recorded.json", seed=0)
            replayed = _run("replay", after, work / "memo", work / "replayed.json", seed=1)
            fresh = _run("fresh", after, work / "memo", work / "fresh.json", seed=1)
        different = sorted(path for path, digest in fresh["digests"].items()
                           if replayed["digests"].get(path) != digest)
        modules, kept, differ = modules + len(fresh["digests"]), kept + replayed["kept"], differ + len(different)
        checked += 1
        print(f"{package} {old} -> {new}: {len(fresh['digests'])} modules, {replayed['kept']} kept, "
              f"{len(different)} differ {different[:3]}", flush=True)
    print(f"\n{checked} of {len(pairs)} release pairs checked: {modules} modules, {kept} kept analyses taken, "
          f"{differ} differ from a fresh analysis")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
