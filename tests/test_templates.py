"""Rendered texts share one Jinja2 set-up, whose compiled templates are kept in twokey's state folder."""

from __future__ import annotations

from pathlib import Path

import jinja2
import pytest

from twokey.kernel import templates
from twokey.kernel.templates import environment


@pytest.fixture
def fresh_process(monkeypatch: pytest.MonkeyPatch):
    """Forget every environment built so far, as a new process would, and count template compilations."""
    templates._environment.cache_clear()
    compiled: list[str | None] = []
    compile_ = jinja2.Environment.compile

    def counting_compile(self, source, name=None, *args, **kwargs):
        compiled.append(name)
        return compile_(self, source, name, *args, **kwargs)

    monkeypatch.setattr(jinja2.Environment, "compile", counting_compile)
    yield compiled
    templates._environment.cache_clear()


def test_a_template_compiled_once_is_loaded_compiled_by_the_next_process(tmp_path: Path, monkeypatch,
                                                                         fresh_process) -> None:
    monkeypatch.setenv("TWOKEY_HOME", str(tmp_path / "home"))
    first = environment("flows", {"duration": str}).get_template("summary.txt.j2")
    assert fresh_process == ["summary.txt.j2"] and list((tmp_path / "home" / "cache" / "templates").iterdir())
    templates._environment.cache_clear()
    again = environment("flows", {"duration": str}).get_template("summary.txt.j2")
    assert fresh_process == ["summary.txt.j2"]  # read back from the cache, not compiled again
    assert again is not first and again.filename == first.filename


def test_the_cache_follows_the_state_folder_asked_for_at_render_time(tmp_path: Path, monkeypatch,
                                                                     fresh_process) -> None:
    for home in ("one", "two"):
        monkeypatch.setenv("TWOKEY_HOME", str(tmp_path / home))
        environment("flows", {"duration": str}).get_template("summary.txt.j2")
        assert list((tmp_path / home / "cache" / "templates").iterdir())


def test_a_state_folder_that_cannot_be_written_only_costs_the_compilation(tmp_path: Path, monkeypatch,
                                                                          fresh_process) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("TWOKEY_HOME", str(blocked))
    env = environment("tickets", {"cell": str})
    assert env.bytecode_cache is None
    assert env.get_template("index.md.j2") is not None and fresh_process == ["index.md.j2"]
