"""A module's taint analysis is the same in every process: sets of origins iterate in an order that changes
with each process's string hashing (PYTHONHASHSEED), so no answer may depend on that order."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

PROGRAM = """
import json, sys
from pathlib import Path
from agent_providers.builtin.taint_project import Project, canonical
from twokey.kernel.codeview import WorktreeView
root = Path(sys.argv[1])
paths = sorted(p.relative_to(root).as_posix() for p in root.rglob("*.py"))
project = Project(WorktreeView(root, paths), raising=True)
print(json.dumps({path: canonical(project.module(path)) for path in paths}, default=str, sort_keys=True))
"""

# More constructor arguments kept in the object than a fact keeps origins, all reaching one sink on one line.
MODULE = "import os\n\n\nclass Job:\n    def __init__(self, {params}):\n{stores}\n\n    def run(self):\n" \
         "        os.system({joined})\n\n\ndef build({params}):\n    return Job({params}).run()\n"


def _analysis(root: Path, seed: int) -> dict:
    env = {**os.environ, "PYTHONHASHSEED": str(seed), "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    done = subprocess.run([sys.executable, "-c", PROGRAM, str(root)], capture_output=True, text=True, env=env,
                          check=True)
    return json.loads(done.stdout)


def test_the_analysis_does_not_depend_on_string_hashing(tmp_path) -> None:
    names = [f"part_{n}" for n in range(14)]
    (tmp_path / "jobs.py").write_text(MODULE.format(
        params=", ".join(names), stores="\n".join(f"        self.{n} = {n}" for n in names),
        joined=" + ".join(f"self.{n}" for n in names)))
    arguments = ", ".join(f"request.args[{name!r}]" for name in names)
    (tmp_path / "use.py").write_text(f"from flask import request\nfrom jobs import build\n\n\ndef view():\n"
                                     f"    build({arguments})\n")
    first = _analysis(tmp_path, 0)
    assert first["jobs.py"] and all(_analysis(tmp_path, seed) == first for seed in (1, 2, 3))


def test_dead_regions_are_listed_in_line_order() -> None:
    """A set of regions holding None (a prune without a definition line) iterates in an order that changes
    from one process to the next on Python 3.11 (hash(None) is its address): the list is sorted."""
    from agent_providers.builtin.taint_module import analyse_source

    source = "def f():\n" + "".join(f"    if False:\n        print({n})\n" for n in range(8))
    dead = analyse_source(source).dead
    assert len(dead) == 8 and [region[0] for region in dead] == [2 * n + 3 for n in range(8)]


# Three modules importing one another (one import component). In `a`, `run` calls `one` and `two`: whichever
# of them is analysed first asks its module of the cycle first, and that module is analysed while the other is
# not yet, so `c.second` either reads `b.first`'s summary or meets `b` mid-analysis (an import cycle).
CYCLE = {
    "pkg/__init__.py": "",
    "pkg/a.py": "def run(value):\n    return one(value) + two(value)\n\n\n"
                "def one(value):\n    from pkg import b\n    return b.first(value)\n\n\n"
                "def two(value):\n    from pkg import c\n    return c.second(value)\n",
    "pkg/b.py": "from pkg import a, c\n\n\ndef first(value):\n    return \"fixed\"\n\n\n"
                "def other(value):\n    return c.second(value)\n",
    "pkg/c.py": "from pkg import a, b\n\n\ndef second(value):\n    return b.first(value)\n",
}


def test_which_module_of_a_cycle_is_asked_first_does_not_depend_on_string_hashing(tmp_path) -> None:
    """The calls a function makes were a set of names: the order its callees were analysed in, and so which
    module of an import cycle was asked for first, changed from one process to the next (Django's
    `linebreaks` read `normalize_newlines` in some audits and not in others)."""
    for path, text in CYCLE.items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(text)
    first = _analysis(tmp_path, 0)
    assert all(_analysis(tmp_path, seed) == first for seed in range(1, 8))


def _verdicts(arguments: list[str], home: Path, seed: int) -> list[str]:
    """Every verdict (finding, slot, verdict, reason) of `twokey audit ARGUMENTS --no-prefect`, run in a process
    with string hashing seeded SEED and its state in HOME, the caller's TWOKEY_ and PREFECT_ settings dropped."""
    env = {key: value for key, value in os.environ.items() if not key.startswith(("TWOKEY_", "PREFECT_"))}
    env.update(PYTHONHASHSEED=str(seed), TWOKEY_HOME=str(home), PYTHONPATH=str(Path(__file__).resolve().parents[1]))
    command = [sys.executable, "-m", "twokey.cli", "audit", *arguments, "--no-prefect", "--format", "json"]
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    events = [json.loads(line) for log in (home / "runs").glob("*.jsonl") for line in log.read_text().splitlines()]
    return sorted(f"{e['fingerprint']} {e['slot']} {e['verdict']}: {e['reason']}" for e in events
                  if e["event"] == "verdict")


def _sample_verdicts(tmp_path: Path, seed: int) -> list[str]:
    """Every verdict of an offline audit of the bundled sample under hash seed SEED, its files in TMP_PATH."""
    return _verdicts(["--sample", "--sample-dir", str(tmp_path / f"sample-{seed}"),
                      "--backlog", str(tmp_path / f"backlog-{seed}")], tmp_path / f"home-{seed}", seed)


def test_an_audit_gives_the_same_verdicts_and_reasons_under_another_hash_seed(tmp_path) -> None:
    """The whole audit, both slots' raises and verdicts: what `benchmarks/determinism.py` measures on real trees."""
    first = _sample_verdicts(tmp_path, 0)
    assert len(first) > 20 and all(_sample_verdicts(tmp_path, seed) == first for seed in (1, 2))


def _corpus_verdicts(tmp_path: Path, corpus: Path, seed: int, workers: int) -> list[str]:
    """Every verdict of an offline audit of a copy of CORPUS (one commit), under hash seed SEED and WORKERS."""
    import shutil

    import git

    root = tmp_path / f"tree-{seed}-{workers}"
    shutil.copytree(corpus, root, ignore=shutil.ignore_patterns("labels.yaml"))
    repo = git.Repo.init(root, initial_branch="main")
    repo.git.add(A=True)
    repo.git.commit("-m", "corpus", "--no-verify", author="t <t@example.invalid>",
                    env={"GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.invalid"})
    return _verdicts([str(root), "--workers", str(workers), "--backlog", str(tmp_path / f"backlog-{seed}-{workers}")],
                     tmp_path / f"home-{seed}-{workers}", seed)


def test_an_audit_of_code_nobody_here_wrote_is_the_same_under_another_seed_and_worker_count(tmp_path) -> None:
    """A blind corpus (190 files of twelve projects: wrappers, dispatch tables, cycles, Python 2 and 3.12 files),
    audited whole under two hash seeds, one and two workers: every verdict and reason the same."""
    corpus = Path(__file__).resolve().parents[1] / "benchmarks" / "blind_corpus6"
    first = _corpus_verdicts(tmp_path, corpus, 0, 1)
    assert len(first) > 100
    assert _corpus_verdicts(tmp_path, corpus, 1, 2) == first
