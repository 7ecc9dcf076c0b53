"""The taint project holds the analyses its helpers made encoded, and decodes the few a step reads
(taint_packed): memory that grew with the project, with the same answers."""

from __future__ import annotations

from agent_providers.builtin import taint_packed
from agent_providers.builtin.taint_packed import DECODED, Analyses, Packed, packed
from agent_providers.builtin.taint_parallel import analyse_in_parallel
from agent_providers.builtin.taint_project import Project
from agent_providers.builtin.taint_report import file_findings
from tests.test_taint_order import _analyses, _many_modules, _view


def test_an_encoded_analysis_reads_as_the_analysis_and_only_the_last_few_are_held_decoded(tmp_path) -> None:
    files = _many_modules()
    project = Project(_view(tmp_path, files), raising=True)
    paths = sorted(files)
    for path in paths:
        project.module(path)
    analyses = Analyses()
    for path in paths:
        analyses[path] = packed(project.module(path))
        assert isinstance(analyses.encoded(path), Packed)
    for path in paths:
        assert analyses[path] == project.module(path)
    assert analyses.decodes == len(paths) and len(analyses._decoded.values) == DECODED
    assert analyses[paths[-1]] is analyses[paths[-1]] and analyses.decodes == len(paths)  # held: not decoded again
    analyses[paths[0]] = "why it has none"
    assert analyses[paths[0]] == "why it has none" and packed("why it has none") == "why it has none"


def test_a_project_keeps_its_helpers_analyses_encoded_and_reads_the_same_as_one_process(tmp_path, monkeypatch) -> None:
    files = _many_modules()
    paths = sorted(files)
    alone = Project(_view(tmp_path / "alone", files), raising=True)
    analyse_in_parallel(alone, paths, helpers=0)
    monkeypatch.setattr(taint_packed, "DECODED", 4)  # a small cache: every read past it decodes again
    helped = Project(_view(tmp_path / "helped", files), raising=True)
    analyse_in_parallel(helped, paths, helpers=1)
    held = [helped._results.encoded(path) for path in paths]
    assert sum(isinstance(result, Packed) for result in held) == len(paths)
    assert _analyses(helped, paths) == _analyses(alone, paths)
    assert [file_findings(helped, path) for path in paths] == [file_findings(alone, path) for path in paths]
    assert len(helped._results._decoded.values) <= 4
