"""The taint slot's module order: a module's analysis never depends on which module was asked for first,
nor on how many processes analysed the project (taint_order, Project.module, taint_parallel)."""

from __future__ import annotations

from pathlib import Path

from agent_providers.builtin import taint_parallel
from agent_providers.builtin.taint_order import components, imported_names, reach
from agent_providers.builtin.taint_packed import Packed, decode, decoded_findings
from agent_providers.builtin.taint_parallel import analyse_in_parallel
from agent_providers.builtin.taint_project import Project, canonical, mention_index
from agent_providers.builtin.taint_report import file_findings
from twokey.kernel.codeview import WorktreeView
from twokey.kernel.contentstore import MemoryMemo


def _view(root: Path, files: dict[str, str]) -> WorktreeView:
    for path, text in files.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text)
    return WorktreeView(root, sorted(files))


def _analyses(project: Project, paths: list[str]) -> list:
    """Each module's analysis as exported (decoded: two equal analyses may pickle to different bytes)."""
    exported = project.export_analyses(sorted(paths)).items()
    return [canonical((path, (_decoded(result), *rest))) for path, (result, *rest) in exported]


def _decoded(result):
    return decode(result) if isinstance(result, Packed) else result


def test_imported_names_reads_every_import_statement_as_its_analysis_would() -> None:
    text = ("import a.b as c, d\n"
            "from ..up import (x,\n    y as z)\n"
            "from . import sibling\n"
            "def f():\n    from e.f import g  # inside a function: Django breaks cycles so\n")
    assert imported_names(text, "pkg.sub") == ["a.b", "d", "pkg.up", "pkg.up.x", "pkg.up.y", "pkg.sub",
                                               "pkg.sub.sibling", "e.f", "e.f.g"]


def test_components_come_after_what_they_import_each_in_path_order() -> None:
    graph = {"c.py": ("b.py",), "b.py": ("a.py",), "a.py": ("b.py", "d.py"), "d.py": ()}
    assert components(["c.py"], lambda path: graph[path], lambda path: False) == [["d.py"], ["a.py", "b.py"],
                                                                                 ["c.py"]]
    assert components(["c.py"], lambda path: graph[path], lambda path: path == "d.py") == [["a.py", "b.py"],
                                                                                         ["c.py"]]


def test_reach_follows_imports_all_the_way() -> None:
    graph = {"a.py": ("b.py",), "b.py": ("c.py",), "c.py": ("b.py",), "d.py": ("a.py",)}
    assert reach(["a.py"], lambda path: graph[path]) == {"a.py", "b.py", "c.py"}


CYCLE = {
    "app/x.py": "import os\nfrom app.y import helper\n\n\ndef run(cmd):\n    os.system(cmd)\n\n\n"
                "def use():\n    return helper()\n",
    "app/y.py": "from flask import request\nfrom app.x import run\n\n\ndef helper():\n    return 1\n\n\n"
                "def view():\n    run(request.args['c'])\n",
    "app/z.py": "from flask import request\nimport app\n\n\ndef view():\n    app.x.run(request.args['c'])\n",
    "app/__init__.py": "",
}


def test_a_modules_analysis_is_the_same_whichever_module_is_asked_for_first(tmp_path) -> None:
    view = _view(tmp_path, CYCLE)
    answers = []
    for first in (["app/x.py"], ["app/y.py"], ["app/z.py"], ["app/x.py", "app/z.py"], sorted(CYCLE)):
        project = Project(view, raising=True)
        for path in [*first, *sorted(CYCLE)]:
            project.module(path)
        answers.append(_analyses(project, sorted(CYCLE)))
    assert all(answer == answers[0] for answer in answers[1:])


def test_only_what_a_module_imports_is_followed(tmp_path) -> None:
    """`import app` then `app.x.run(...)`: the analysis of z does not follow app.x, which z never imports,
    even when app.x happens to be analysed already (else the answer would depend on that)."""
    project = Project(_view(tmp_path, CYCLE), raising=True)
    project.module("app/x.py")
    z = project.module("app/z.py")
    assert not isinstance(z, str) and z.sites == []
    assert "app/x.py" not in project.consulted("app/z.py")


def _many_modules() -> dict[str, str]:
    """A project of 130 modules: each calls a helper of the module at half its number (a tree of imports,
    so many components, seven deep), pairs of modules import each other (cycles), and request values
    reach sinks through other modules' functions."""
    files = {"proj/__init__.py": ""}
    for number in range(130):
        parent = number // 2
        cycle = (f"from proj.m{number + 1:03d} import run_{number + 1}\n" if number % 10 == 3 else
                 f"from proj.m{number - 1:03d} import run_{number - 1}\n" if number % 10 == 4 else "")
        files[f"proj/m{number:03d}.py"] = (
            f"import subprocess\nfrom flask import request\n{cycle}"
            f"from proj.m{parent:03d} import run_{parent}\n\n\n"
            f"def run_{number}(cmd):\n    subprocess.call(cmd, shell=True)\n\n\n"
            + (f"def later_{number}(value):\n    return run_{parent}(value)\n\n\n"
               f"def view_{number}():\n    later_{number}(request.args['q'])\n" if number % 3 else
               f"def direct_{number}():\n    subprocess.call(request.args['d'], shell=True)\n"))
    return files


def test_the_analyses_are_the_same_on_one_core_and_on_helpers(tmp_path, monkeypatch) -> None:
    view = _view(tmp_path, _many_modules())
    paths = sorted(view.paths)
    alone = Project(view, raising=True)
    analyse_in_parallel(alone, paths, helpers=0)
    shipped: list[int] = []
    original = Project.import_analyses
    monkeypatch.setattr(Project, "import_analyses",
                        lambda self, analyses: (shipped.append(len(analyses)), original(self, analyses))[1])
    monkeypatch.setattr(taint_parallel, "BATCH_CHARS", 1)  # one component a batch: helpers need each other's
    shared = Project(view, raising=True)
    analyse_in_parallel(shared, paths, helpers=2)
    assert sum(shipped) == len(paths) and len(shipped) > 100  # every component was analysed by a helper
    assert _analyses(shared, paths) == _analyses(alone, paths)
    assert [shared.looked_up(path) for path in paths] == [alone.looked_up(path) for path in paths]
    # What a kept raise records of the modules it consulted, worked out by the helpers, reads as here.
    made_there = {key: shared.fingerprint(*key) for path in paths for key in alone.raise_fingerprints(path)}
    assert len(made_there) > 50 and made_there == {key: alone.fingerprint(*key) for key in made_there}
    # The findings the helpers rendered (where their sites quote only their own module) read as here.
    assert sum(bool(decoded_findings(found)) for found in shared.premade.values()) > 30  # kept encoded
    assert [file_findings(shared, path) for path in paths] == [file_findings(alone, path) for path in paths]
    assert shared.premade == {}
    assert sum(len(result.sites) for _, result in alone.all_results()) >= 100


def test_a_small_project_is_analysed_in_this_process(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(taint_parallel, "_Schedule", None)  # starting helpers would fail
    project = Project(_view(tmp_path, CYCLE), raising=True)
    analyse_in_parallel(project, sorted(CYCLE), helpers=2)
    assert all(project.has_result(path) for path in CYCLE)


def test_the_names_read_while_waiting_spare_the_usage_index_every_read(tmp_path) -> None:
    """What `prepare` reads between looks at its helpers (which names each file mentions) is what the verdicts'
    usage index reads first: with it in the memo, building the index reads no file."""
    view = _view(tmp_path, CYCLE)
    memo = MemoryMemo()
    assert list(mention_index(view, memo)) == sorted(CYCLE)

    class NoReads(WorktreeView):
        def read_text(self, path: str) -> str:
            raise AssertionError(f"{path} read again")

        def content_id(self, path: str) -> str:  # the listing's ids, without a read through the view
            return view.content_id(path)

    quiet = NoReads(tmp_path, sorted(CYCLE))
    judged = Project(quiet, memo=memo, analyses=Project(view, raising=True))
    reread = Project(view, analyses=Project(view, raising=True))
    assert judged.usage == reread.usage and judged.usage.used_elsewhere("run", "app/x.py")


def test_idle_work_is_taken_while_helpers_analyse_and_changes_nothing(tmp_path) -> None:
    view = _view(tmp_path, _many_modules())
    paths = sorted(view.paths)
    steps: list[int] = []

    def idle():
        for step in range(1000):
            steps.append(step)
            yield step

    alone = Project(view, raising=True)
    analyse_in_parallel(alone, paths, helpers=0, idle=idle())
    assert steps == []  # one process: no waiting, so no idle work
    shared = Project(view, raising=True)
    analyse_in_parallel(shared, paths, helpers=2, idle=idle())
    assert steps and _analyses(shared, paths) == _analyses(alone, paths)


RING = {  # a -> b -> c -> a; only b and c ask each other for a summary
    "ring/__init__.py": "",
    "ring/a.py": "import ring.b\n\n\ndef alone():\n    return 1\n",
    "ring/b.py": "import os\nimport ring.c\nfrom ring.c import value\n\n\ndef run(cmd):\n    os.system(cmd)\n\n\n"
                 "def use():\n    return value()\n",
    "ring/c.py": "from flask import request\nimport ring.a\nfrom ring.b import run\n\n\ndef value():\n"
                 "    return 2\n\n\ndef view():\n    run(request.args['c'])\n",
}


def test_an_import_cycle_is_analysed_whole_and_settled_whichever_member_is_asked_first(tmp_path) -> None:
    """Asking for the first module of an import cycle analyses the whole cycle, then settles it: each member is
    analysed again with the others answering. So each answer is the one a whole pass gives, and c's view sees the
    shell inside b's `run` although b, asking c for `value`, was still under way when c first asked for `run`."""
    view = _view(tmp_path, RING)
    lazy = Project(view, raising=True)
    lazy.module("ring/a.py")
    assert lazy.has_result("ring/b.py") and lazy.has_result("ring/c.py")
    from_last = Project(view, raising=True)
    from_last.module("ring/c.py")
    whole = Project(view, raising=True)
    analyse_in_parallel(whole, sorted(RING), helpers=0)
    ring = ["ring/a.py", "ring/b.py", "ring/c.py"]
    assert _analyses(lazy, ring) == _analyses(whole, ring) == _analyses(from_last, ring)
    assert any(site.category == "command-injection" and site.live_taint for site in whole.module("ring/c.py").sites)


def test_a_helper_that_fails_costs_time_not_answers(tmp_path, monkeypatch) -> None:
    """A helper that dies or fails (here: a job it cannot read) leaves its components to this process, which
    analyses them in the same order: the same answers as on one core."""
    view = _view(tmp_path, _many_modules())
    paths = sorted(view.paths)
    alone = Project(view, raising=True)
    analyse_in_parallel(alone, paths, helpers=0)
    sent: list[int] = []
    real_dumps = taint_parallel.pickle.dumps

    def spoiled(value, *args, **kwargs):
        sent.append(1)
        return b"not a pickle" if len(sent) == 3 else real_dumps(value, *args, **kwargs)

    monkeypatch.setattr(taint_parallel.pickle, "dumps", spoiled)
    monkeypatch.setattr(taint_parallel, "BATCH_CHARS", 1)
    shared = Project(view, raising=True)
    analyse_in_parallel(shared, paths, helpers=2)
    assert len(sent) >= 3 and _analyses(shared, paths) == _analyses(alone, paths)
