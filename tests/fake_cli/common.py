"""What both fake agent CLIs share: the call log, a bounded hang, and an 'auto' agent that reads real files.

The auto agent raises a finding for every `eval(` line in the folder it was started in (so a test
sees that folder is the export), confirms a finding by quoting the line above it, writes by
replacing `yaml.load(` with `yaml.safe_load(`, and approves as a critic. Nothing here
imports twokey: the fakes are separate programs, like the real CLIs.
"""

from __future__ import annotations

import json
import os
import re
import select
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

SCENARIO = os.environ.get("FAKE_CLI_SCENARIO", "auto")
HANG_SECONDS = 60  # bounded, so a broken test cannot hang forever; the adapter's timeout is far shorter


def log_call(name: str, prompt: str, **extra: Any) -> None:
    """Append what this call was given to FAKE_CLI_LOG: argv, folder, environment names, prompt."""
    path = os.environ.get("FAKE_CLI_LOG")
    if not path:
        return
    cwd = Path.cwd()
    files = sorted(p for p in cwd.rglob("*") if p.is_file() and ".git" not in p.parts)
    # Write bits, not os.access: tests may run as root, for whom access() always says yes.
    writable = [str(p.relative_to(cwd)) for p in [cwd, *files] if stat.S_IMODE(p.stat().st_mode) & 0o222]
    record = {"cli": name, "argv": sys.argv[1:], "cwd": str(cwd), "env": sorted(os.environ),
              "write_bits": writable, "files": [str(p.relative_to(cwd)) for p in files], "prompt": prompt, **extra}
    with open(path, "a", encoding="utf-8") as handle:
        handle.write(json.dumps(record) + "\n")


def hang() -> None:
    """Block on a pipe nobody writes to, with a helper process in the same group doing the same."""
    helper = subprocess.Popen([sys.executable, "-c", "import os, select; r, w = os.pipe(); "
                               f"select.select([r], [], [], {HANG_SECONDS})"])
    pid_file = os.environ.get("FAKE_CLI_CHILD_PID")
    if pid_file:
        Path(pid_file).write_text(str(helper.pid), encoding="utf-8")
    read_end, _write_end = os.pipe()
    select.select([read_end], [], [], HANG_SECONDS)
    sys.exit(3)


def turn_for(kind: str, prompt: str, nulls: bool) -> dict[str, Any]:
    """The turn the auto agent gives: FAKE_CLI_TURN if set, else one made from the files in this folder."""
    if os.environ.get("FAKE_CLI_TURN"):
        return json.loads(os.environ["FAKE_CLI_TURN"])
    if kind == "raise":
        return {"kind": "raise", "findings": [_finding(path, number, line, nulls) for path, number, line in _evals()],
                "skipped": []}
    if kind == "refute":
        return {"kind": "refute", "verdicts": [_confirm(fp, path, start) for fp, path, start in _asked(prompt)]}
    if kind == "write":
        changed = _safe_load()
        return {"kind": "write", "outcome": "changed" if changed else "no_mechanical_fix",
                "summary": "yaml.load -> yaml.safe_load" if changed else "the fake writer knows no fix here",
                "caveat": None if nulls else "", "files": changed}
    return {"kind": "critique", "verdict": "approve", "summary": "the fake critic approves",
            "blocking": None if nulls else [], "patch": None}


def _safe_load() -> list[str]:
    """The writer's edit, made where it was started (the worktree): yaml.load( -> yaml.safe_load(."""
    changed = []
    for path in sorted(Path.cwd().rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if "yaml.load(" in text:
            path.write_text(text.replace("yaml.load(", "yaml.safe_load(", 1), encoding="utf-8")
            changed.append(path.relative_to(Path.cwd()).as_posix())
    return changed


def _evals() -> list[tuple[str, int, str]]:
    found = []
    for path in sorted(Path.cwd().rglob("*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if "eval(" in line:
                found.append((path.relative_to(Path.cwd()).as_posix(), number, line))
    return found


def _finding(path: str, number: int, line: str, nulls: bool) -> dict[str, Any]:
    location = {"path": path, "start_line": number, "end_line": number}
    finding = {"rule_id": "fake-eval", "category": "code-injection", "title": "eval of request data",
               "severity": "high", "locations": [location],
               "claim": f"{path}:{number} passes request data to eval, which runs it as code",
               "evidence": [{**location, "quote": line.strip()}]}
    if nulls:  # what a strict-schema model sends for the optional fields it has nothing for
        finding.update(lens=None, cwe=None, symbol=None, suggested_fix=None)
        finding["evidence"][0]["note"] = None
    return finding


def _asked(prompt: str) -> list[tuple[str, str, int]]:
    asked = []
    for match in re.finditer(r"Finding ([0-9a-f]{16}):(.*?)(?=Finding [0-9a-f]{16}:|\Z)", prompt, re.S):
        path = re.search(r'"path": "([^"]+)"', match.group(2))
        start = re.search(r'"start_line": (\d+)', match.group(2))
        if path and start:
            asked.append((match.group(1), path.group(1), int(start.group(1))))
    return asked


def _confirm(fingerprint: str, path: str, start: int) -> dict[str, Any]:
    lines = Path(path).read_text(encoding="utf-8").splitlines()
    above = max(start - 1, 1)
    return {"fingerprint": fingerprint, "verdict": "confirmed",
            "reason": "the value comes straight from the request, the line above shows it",
            "evidence": [{"path": path, "start_line": above, "end_line": above, "quote": lines[above - 1].strip()}]}
