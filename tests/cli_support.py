"""Fake `claude` and `codex` executables on PATH, and what they were called with.

The fakes are the Python programs in `tests/fake_cli/`, started through small executables made
in a temporary folder, so the providers find them with `shutil.which` and run them exactly as
they would run the real CLIs: a child process, its own process group, the prompt on stdin.
"""

from __future__ import annotations

import json
import os
import stat
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

FAKES = Path(__file__).parent / "fake_cli"


@dataclass
class FakeClis:
    bin: Path
    log: Path
    monkeypatch: pytest.MonkeyPatch

    def scenario(self, name: str) -> None:
        self.monkeypatch.setenv("FAKE_CLI_SCENARIO", name)

    def turn(self, turn: dict[str, Any]) -> None:
        self.monkeypatch.setenv("FAKE_CLI_TURN", json.dumps(turn))

    def calls(self) -> list[dict[str, Any]]:
        if not self.log.exists():
            return []
        return [json.loads(line) for line in self.log.read_text(encoding="utf-8").splitlines()]


def install_fakes(folder: Path, monkeypatch: pytest.MonkeyPatch,
                  only: tuple[str, ...] = ("claude", "codex")) -> FakeClis:
    folder.mkdir(parents=True, exist_ok=True)
    for name in only:
        program = folder / name
        program.write_text(f"#!{sys.executable}\nimport sys\nsys.path.insert(0, {str(FAKES)!r})\n"
                           f"import fake_{name}\nfake_{name}.main()\n", encoding="utf-8")
        program.chmod(program.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    monkeypatch.setenv("PATH", f"{folder}{os.pathsep}{os.environ.get('PATH', '')}")
    log = folder.parent / "fake-cli-calls.jsonl"
    monkeypatch.setenv("FAKE_CLI_LOG", str(log))
    monkeypatch.setenv("FAKE_CLI_SCENARIO", "auto")
    monkeypatch.delenv("FAKE_CLI_TURN", raising=False)
    return FakeClis(folder, log, monkeypatch)


@pytest.fixture
def fake_clis(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> FakeClis:
    return install_fakes(tmp_path / "fake-bin", monkeypatch)
