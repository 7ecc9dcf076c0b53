"""The mature benchmarks' sdist handling (benchmarks/real_code.py, benchmarks/mature.py): a project published only as
a .zip (oletools) unpacks into a git repository as a .tar.gz does, and the cache finds either."""

from __future__ import annotations

import importlib.util
import io
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "benchmarks"


def _load(name: str):
    spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    sys.path.insert(0, str(BENCH))  # as when run as a script: its siblings (archives.py) import by name
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(BENCH))
    return module


def _zip(path: Path) -> None:
    with zipfile.ZipFile(path, "w") as packed:
        packed.writestr("tool-1.0/tool/__init__.py", "VERSION = '1.0'\n")


def _tar(path: Path) -> None:
    data = b"VERSION = '1.0'\n"
    with tarfile.open(path, "w:gz") as tar:
        info = tarfile.TarInfo("tool-1.0/tool/__init__.py")
        info.size = len(data)
        tar.addfile(info, io.BytesIO(data))


@pytest.mark.parametrize("name, make", [("tool-1.0.zip", _zip), ("tool-1.0.tar.gz", _tar)])
def test_an_sdist_unpacks_into_a_committed_repository(tmp_path: Path, name: str, make) -> None:
    archive = tmp_path / name
    make(archive)
    root = _load("real_code").make_repo(archive, tmp_path / "scratch")
    assert root.name == "tool-1.0"
    assert (root / "tool" / "__init__.py").read_text() == "VERSION = '1.0'\n"
    assert (root / ".git").is_dir()


def test_the_cache_finds_a_zip_sdist(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    sys.path.insert(0, str(BENCH))  # mature.py imports real_code from its own folder
    try:
        mature = _load("mature")
    finally:
        sys.path.remove(str(BENCH))
    monkeypatch.setattr(mature, "CACHE", tmp_path)
    _zip(tmp_path / "tool-1.0.zip")
    assert mature.sdist("tool", "1.0", "tool-1.0") == tmp_path / "tool-1.0.zip"


def test_a_ticket_of_several_sinks_is_real_if_one_is_and_each_false_sink_is_counted(capsys) -> None:
    sys.path.insert(0, str(BENCH))
    try:
        mature = _load("mature")
    finally:
        sys.path.remove(str(BENCH))
    labels = [{"project": "p", "path": "a.py", "category": "xss", "line": line, "real": real, "why": f"line {line}"}
              for line, real in ((10, False), (30, True), (50, False))]
    mixed = {"path": "a.py", "line": 10, "lines": [10, 30], "category": "xss", "severity": "medium", "title": "t"}
    false = {"path": "a.py", "line": 50, "lines": [50], "category": "xss", "severity": "medium", "title": "t"}
    old = {"path": "a.py", "line": 50, "category": "xss", "severity": "medium", "title": "t"}  # before "lines"
    assert mature.label_for("p", mixed, labels)["real"] is True
    assert mature.label_for("p", false, labels)["real"] is False and mature.label_for("p", old, labels)["line"] == 50
    result = mature.Result(project="p", version="1", under_globs=2, analysed=2, skipped={}, not_reached=0,
                           parsers={}, seconds=0.0, tickets=[mixed, false])
    mature.print_precision([result], labels)
    assert "| all | | 2 | 2 | 1 | 1 | 0 | 500.00 | 2 |" in capsys.readouterr().out  # false sinks: 10 and 50
