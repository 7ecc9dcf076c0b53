"""Module analyses kept from one run to the next (taint_kept): a kept analysis is taken only when its module's
text is the same and every question it asked gets the same answer now, so what is kept never changes an
answer, only how long it takes."""

from __future__ import annotations

import shutil
from pathlib import Path

from agent_providers.builtin import taint_parallel
from agent_providers.builtin.taint_kept import SETTLED, KeptAnalyses, RecordingOutside
from agent_providers.builtin.taint_parallel import analyse_in_parallel
from agent_providers.builtin.taint_project import Project
from agent_providers.builtin.taint_report import file_findings
from tests.test_taint_order import CYCLE, RING, _analyses, _many_modules, _view
from twokey.kernel.codeview import WorktreeView
from twokey.kernel.contentstore import MemoryMemo

LIBRARY = {
    "lib/__init__.py": "",
    "lib/shell.py": "import subprocess\n\n\ndef run(cmd):\n    subprocess.call(cmd, shell=True)\n\n\n"
                    "def other():\n    return 1\n",
    "lib/web.py": "from flask import request\nfrom lib.shell import run\n\n\ndef view():\n"
                  "    run(request.args['c'])\n",
    "lib/more.py": "from lib.web import view\n\n\ndef again():\n    return view()\n",
}


def _kept_project(view: WorktreeView, memo: MemoryMemo) -> Project:
    project = Project(view, raising=True)
    project.kept = KeptAnalyses(memo)
    return project


def _analyse(project: Project, paths: list[str], helpers: int = 0) -> Project:
    analyse_in_parallel(project, sorted(paths), helpers=helpers)
    return project


def _same_as_fresh(kept: Project, view: WorktreeView, paths: list[str]) -> None:
    fresh = _analyse(Project(view, raising=True), paths)
    assert _analyses(kept, paths) == _analyses(fresh, paths)
    assert [kept.looked_up(path) for path in sorted(paths)] == [fresh.looked_up(path) for path in sorted(paths)]
    assert [file_findings(kept, path) for path in sorted(paths)] == [file_findings(fresh, path)
                                                                      for path in sorted(paths)]


def _settled(memo: MemoryMemo) -> int:
    """How many kept entries are import-cycle members' settled analyses (taint_project's `_settle`)."""
    return sum(SETTLED in key for key in memo.values)


def test_an_unchanged_project_takes_every_kept_analysis_and_reads_the_same(tmp_path) -> None:
    memo = MemoryMemo()
    view = _view(tmp_path, {**CYCLE, **RING})
    first = _analyse(_kept_project(view, memo), sorted(view.paths))
    # one entry per module, and one more per member of an import cycle: its settled (second) analysis
    assert first.reused == set() and len(memo.values) == len(view.paths) + _settled(memo) and _settled(memo) > 0
    second = _analyse(_kept_project(view, memo), sorted(view.paths))
    assert second.reused == set(view.paths)
    _same_as_fresh(second, view, sorted(view.paths))


def test_a_change_that_answers_the_same_keeps_its_importers_analyses(tmp_path) -> None:
    """Early cut-off: lib/shell.py changed, but `run` (all lib/web.py asked of it) summarises as before."""
    memo = MemoryMemo()
    _analyse(_kept_project(_view(tmp_path, LIBRARY), memo), sorted(LIBRARY))
    changed = {**LIBRARY, "lib/shell.py": LIBRARY["lib/shell.py"].replace("return 1", "return 2")}
    view = _view(tmp_path, changed)
    project = _analyse(_kept_project(view, memo), sorted(changed))
    assert project.reused == {"lib/__init__.py", "lib/web.py", "lib/more.py"}
    _same_as_fresh(project, view, sorted(changed))


def test_a_change_to_what_an_importer_asked_for_is_analysed_again(tmp_path) -> None:
    """lib/shell.py's `run` no longer reaches a shell: lib/web.py asked for it, so its kept analysis (with its
    finding) does not hold; lib/more.py asked lib/web.py only for `view`, whose summary did not change."""
    memo = MemoryMemo()
    before = _analyse(_kept_project(_view(tmp_path, LIBRARY), memo), sorted(LIBRARY))
    assert [site.category for site in before.module("lib/web.py").sites] == ["command-injection"]
    changed = {**LIBRARY, "lib/shell.py": LIBRARY["lib/shell.py"].replace("subprocess.call(cmd, shell=True)",
                                                                          "return len(cmd)")}
    view = _view(tmp_path, changed)
    project = _analyse(_kept_project(view, memo), sorted(changed))
    assert project.module("lib/web.py").sites == []
    assert project.reused == {"lib/__init__.py", "lib/more.py"}
    _same_as_fresh(project, view, sorted(changed))


def test_a_changed_module_inside_an_import_cycle_reads_as_a_fresh_analysis(tmp_path) -> None:
    memo = MemoryMemo()
    files = _many_modules()
    _analyse(_kept_project(_view(tmp_path, files), memo), sorted(files))
    # m003 and m004 import each other; m013 holds a cycle of its own; m064 is a leaf.
    changed = dict(files)
    for name in ("m003", "m013", "m064"):
        changed[f"proj/{name}.py"] = files[f"proj/{name}.py"].replace("subprocess.call(cmd, shell=True)",
                                                                      "return len(cmd)")
    view = _view(tmp_path, changed)
    project = _analyse(_kept_project(view, memo), sorted(changed))
    assert {"proj/m003.py", "proj/m013.py", "proj/m064.py"}.isdisjoint(project.reused)
    assert "proj/m007.py" not in project.reused  # it asked m003 for `run_3`, which no longer reaches a shell
    # m004 was analysed inside m003's analysis (the first of their cycle), so it found m003 busy: no answer
    # it had depended on m003's text.
    assert "proj/m004.py" in project.reused
    assert len(project.reused) > 100
    _same_as_fresh(project, view, sorted(changed))


def test_a_moved_line_is_a_changed_answer(tmp_path) -> None:
    """Another module's summary carries its lines (a finding quotes them), so a helper that moved is asked
    again: a kept analysis never points at a stale line."""
    memo = MemoryMemo()
    _analyse(_kept_project(_view(tmp_path, LIBRARY), memo), sorted(LIBRARY))
    moved = {**LIBRARY, "lib/shell.py": "# a comment that moves every line down\n" + LIBRARY["lib/shell.py"]}
    view = _view(tmp_path, moved)
    project = _analyse(_kept_project(view, memo), sorted(moved))
    assert "lib/web.py" not in project.reused
    _same_as_fresh(project, view, sorted(moved))


def test_each_question_is_recorded_once_in_the_order_first_asked(tmp_path) -> None:
    project = Project(_view(tmp_path, LIBRARY), raising=True)
    recording = RecordingOutside(project.outside("lib/web.py"), project.answer_digest)
    for _ in range(2):
        recording.resolve("lib.shell.run")
        recording.function("lib.shell.run")
        recording.klass("lib.shell.Nothing")
    assert [(kind, argument) for kind, argument, _ in recording.questions] == [
        ("r", "lib.shell.run"), ("f", "lib.shell.run"), ("c", "lib.shell.Nothing")]
    assert recording.questions[2][2] == "-" and len(recording.questions[1][2]) == 24


def test_a_damaged_entry_is_analysed_afresh(tmp_path) -> None:
    memo = MemoryMemo()
    view = _view(tmp_path, LIBRARY)
    _analyse(_kept_project(view, memo), sorted(LIBRARY))
    for key in memo.values:
        memo.values[key] = "not an entry"
    project = _analyse(_kept_project(view, memo), sorted(LIBRARY))
    assert project.reused == set()
    _same_as_fresh(project, view, sorted(LIBRARY))


def test_an_unreadable_module_is_never_kept(tmp_path) -> None:
    class Unreadable(WorktreeView):
        def read_text(self, path: str) -> str:
            if path == "lib/shell.py":
                raise OSError("the disk is gone")
            return super().read_text(path)

        def content_id(self, path: str) -> str:
            return "id-" + path

    memo = MemoryMemo()
    _view(tmp_path, LIBRARY)
    project = _analyse(_kept_project(Unreadable(tmp_path, sorted(LIBRARY)), memo), sorted(LIBRARY))
    assert isinstance(project.module("lib/shell.py"), str) and "lib/shell.py" in project.failures
    kept = KeptAnalyses(memo)
    assert kept.get("lib/shell.py", "id-lib/shell.py") is None
    assert kept.get("lib/web.py", "id-lib/web.py") is not None


def test_helpers_keep_and_take_the_same_analyses_as_one_process(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(taint_parallel, "BATCH_CHARS", 1)
    files = _many_modules()
    paths = sorted(files)
    view = _view(tmp_path / "one", files)
    alone_memo, helped_memo = MemoryMemo(), MemoryMemo()
    _analyse(_kept_project(view, alone_memo), paths)
    helped = _analyse(_kept_project(view, helped_memo), paths, helpers=2)
    assert helped.reused == set() and len(helped_memo.values) == len(paths) + _settled(helped_memo)
    assert _settled(helped_memo) == _settled(alone_memo)
    # Entries made by helpers hold here, and entries made here hold in helpers.
    assert _analyse(_kept_project(view, helped_memo), paths).reused == set(paths)
    changed = {**files, "proj/m000.py": files["proj/m000.py"].replace("subprocess.call(cmd, shell=True)",
                                                                      "return len(cmd)")}
    shutil.copytree(tmp_path / "one", tmp_path / "two")
    view = _view(tmp_path / "two", changed)
    monkeypatch.setattr(taint_parallel, "MIN_MODULES", 1)  # helpers although nearly every analysis is kept
    again = _analyse(_kept_project(view, alone_memo), paths, helpers=2)
    assert 0 < len(again.reused) < len(paths) and "proj/m000.py" not in again.reused
    _same_as_fresh(again, view, paths)


def test_a_mostly_kept_project_is_checked_in_this_process(tmp_path, monkeypatch) -> None:
    files = _many_modules()
    view = _view(tmp_path, files)
    memo = MemoryMemo()
    _analyse(_kept_project(view, memo), sorted(files))
    monkeypatch.setattr(taint_parallel, "_Schedule", None)  # starting helpers would fail
    assert _analyse(_kept_project(view, memo), sorted(files), helpers=2).reused == set(files)


def test_what_a_kept_analysis_consulted_is_noted_as_if_it_had_run(tmp_path) -> None:
    memo = MemoryMemo()
    view = _view(tmp_path, LIBRARY)
    first = _analyse(_kept_project(view, memo), sorted(LIBRARY))
    second = _analyse(_kept_project(view, memo), sorted(LIBRARY))
    assert second.consulted("lib/more.py") == first.consulted("lib/more.py") == {"lib/web.py", "lib/shell.py"}
    assert second.raise_fingerprints("lib/more.py") == first.raise_fingerprints("lib/more.py")


def test_kept_analyses_live_in_the_memo_under_the_content_they_were_made_from(tmp_path) -> None:
    memo = MemoryMemo()
    view = _view(tmp_path, LIBRARY)
    _analyse(_kept_project(view, memo), sorted(LIBRARY))
    kept = KeptAnalyses(memo)
    entry = kept.get("lib/web.py", view.content_id("lib/web.py"))
    assert entry is not None and entry.result.sites and entry.questions
    assert kept.get("lib/web.py", "another content id") is None
    assert not Path(tmp_path, ".twokey").exists()  # nothing is written beside the audited code


def test_the_parsers_are_part_of_the_builtin_providers_code_version(monkeypatch) -> None:
    """Kept analyses (and kept raises) are made with twokey's parsers: a change to them must reuse nothing."""
    from agent_providers.builtin import provider

    provider._code_version.cache_clear()
    hashed: list[tuple[str, ...]] = []
    monkeypatch.setattr(provider, "module_digest", lambda *modules: (hashed.append(modules), "digest")[1])
    try:
        assert provider._code_version().startswith("digest+bandit-")
    finally:
        provider._code_version.cache_clear()
    assert {"agent_providers.builtin", "twokey.kernel.pysource", "twokey.kernel.pysource_modern"} <= set(hashed[0])


def test_the_result_store_keeps_a_small_page_cache(tmp_path) -> None:
    """Kept analyses add megabytes to the store in one run; the orchestrating process (the largest) should not
    hold them in SQLite's page cache too."""
    from twokey.kernel.contentstore import ContentStore, ScopedMemo

    store = ContentStore(tmp_path / "results.sqlite3")
    try:
        assert store._db is not None and store._db.execute("PRAGMA cache_size").fetchone()[0] == -256
        kept = KeptAnalyses(ScopedMemo(store, "memo"))
        kept.put_raw("a.py", "id", "x" * 1000)
        store.flush()
        assert kept.raw("a.py", "id") == "x" * 1000  # through the store, as a run reads it
    finally:
        store.close()


PARSERS = {
    "press/__init__.py": "",
    "press/xmlutil.py": "from lxml import etree\n\nSTRICT = etree.XMLParser(resolve_entities=False)\n",
    "press/views.py": "from flask import Flask, request\nfrom lxml import etree\n\nfrom .xmlutil import STRICT\n\n"
                      "app = Flask(__name__)\n\n\n@app.route('/up', methods=['POST'])\ndef up():\n"
                      "    return etree.fromstring(request.data, STRICT).tag\n",
}


def _importer_analysed_again(tmp_path, files: dict[str, str], importer: str, dependency: str, old: str, new: str,
                              category: str) -> None:
    """IMPORTER's kept analysis, which relied on an answer about DEPENDENCY, does not hold once DEPENDENCY's text
    has OLD replaced by NEW: the importer is analysed again, its sink of CATEGORY is live, as a fresh analysis says."""
    memo = MemoryMemo()
    live = lambda project: [s.category for s in project.module(importer).sites if s.live_taint]  # noqa: E731
    before = _analyse(_kept_project(_view(tmp_path, files), memo), sorted(files))
    assert live(before) == []
    changed = {**files, dependency: files[dependency].replace(old, new)}
    view = _view(tmp_path, changed)
    project = _analyse(_kept_project(view, memo), sorted(changed))
    assert live(project) == [category]
    assert importer not in project.reused
    _same_as_fresh(project, view, sorted(changed))


def test_a_parser_an_importer_asked_about_that_now_resolves_entities_is_analysed_again(tmp_path) -> None:
    """press/views.py asked whether press.xmlutil.STRICT resolves no entities (the `safe_parser` question): once
    xmlutil builds it with the defaults, the kept analysis does not hold and the parse is a live XXE site."""
    _importer_analysed_again(tmp_path, PARSERS, "press/views.py", "press/xmlutil.py", "resolve_entities=False", "",
                             "xxe")

VALIDATED = {
    "vault/__init__.py": "",
    "vault/checks.py": "import re\n\nfrom flask import abort\n\nNAME = re.compile(r'^[a-z]+$')\n\n\n"
                       "def validate(name):\n    if not NAME.match(name):\n        abort(400)\n",
    "vault/views.py": "import os\n\nfrom flask import Flask, request\n\nfrom .checks import validate\n\n"
                      "app = Flask(__name__)\n\n\n@app.route('/doc')\ndef doc():\n    name = request.args['name']\n"
                      "    validate(name)\n    return open(os.path.join('/srv/docs', name)).read()\n",
}


def test_a_validator_an_importer_relied_on_that_no_longer_checks_is_analysed_again(tmp_path) -> None:
    """vault/views.py relied on validate()'s promise (taint_promises): once validate only logs, the kept analysis
    does not hold and the open is a live path-traversal site."""
    _importer_analysed_again(tmp_path, VALIDATED, "vault/views.py", "vault/checks.py", "abort(400)", "print(name)",
                             "path-traversal")


MODELLED = {
    "builds/__init__.py": "",
    "builds/models.py": "import re\n\nfrom pydantic import BaseModel, validator\n\nID = re.compile(r'^[a-z_]+$')\n\n\n"
                        "class Build(BaseModel):\n    id: str\n    name: str\n\n    @validator('id')\n"
                        "    def check_id(cls, v):\n        if not ID.match(v):\n            raise ValueError(v)\n"
                        "        return v\n",
    "builds/api.py": "import os\n\nfrom fastapi import APIRouter\n\nfrom .models import Build\n\n"
                     "router = APIRouter()\n\n\n@router.post('/build')\nasync def build(data: Build):\n"
                     "    return open(os.path.join('/srv/builds', data.id)).read()\n",
}


def test_a_model_validator_an_importer_relied_on_that_no_longer_checks_is_analysed_again(tmp_path) -> None:
    """builds/api.py relied on Build's validator for `id` (taint_models, a class summary's checked fields): once the
    validator only logs, or checks another field with the same method, the kept analysis does not hold and the open
    is a live path-traversal site."""
    _importer_analysed_again(tmp_path, MODELLED, "builds/api.py", "builds/models.py", "raise ValueError(v)",
                             "print(v)", "path-traversal")
    # the method's own summary is the same; only which field the class's validators check changed
    _importer_analysed_again(tmp_path, MODELLED, "builds/api.py", "builds/models.py", "@validator('id')",
                             "@validator('name')", "path-traversal")


INSTANCES = {
    "docs/__init__.py": "",
    "docs/store.py": "class Fixed:\n    def path_of(self, name):\n        return '/srv/docs/index.html'\n\n\n"
                     "class Echo:\n    def path_of(self, name):\n        return name\n\n\nstore = Fixed()\n",
    "docs/views.py": "from flask import Flask, request\n\nfrom .store import store\n\napp = Flask(__name__)\n\n\n"
                     "@app.route('/doc')\ndef doc():\n    return open(store.path_of(request.args['name'])).read()\n",
}


def test_an_instance_an_importer_called_through_that_is_now_of_another_class_is_analysed_again(tmp_path) -> None:
    """docs/views.py asked which class docs.store.store is an instance of (the `instance` question): once the module
    binds it to a class whose method hands the name back, the kept analysis does not hold and the open is live."""
    _importer_analysed_again(tmp_path, INSTANCES, "docs/views.py", "docs/store.py", "store = Fixed()",
                             "store = Echo()", "path-traversal")


PATTERNS = {
    "vault/__init__.py": "",
    "vault/formats.py": "import re\n\nDIGEST = re.compile(r'^[0-9a-f]{32}$')\n",
    "vault/views.py": "import os\nimport re\n\nfrom flask import Flask, abort, request\n\n"
                      "from .formats import DIGEST\n\napp = Flask(__name__)\n\n\n@app.route('/scan')\n"
                      "def scan():\n    digest = request.args['digest']\n"
                      "    if not re.match(DIGEST, digest):\n        abort(400)\n"
                      "    return open(os.path.join('/srv/scans', digest)).read()\n",
}


def test_a_pattern_an_importer_matched_with_that_no_longer_anchors_is_analysed_again(tmp_path) -> None:
    """vault/views.py asked which regular expression vault.formats.DIGEST is compiled from (the `pattern` question):
    once formats drops the `$`, the kept analysis does not hold and the open is live."""
    _importer_analysed_again(tmp_path, PATTERNS, "vault/views.py", "vault/formats.py", "{32}$", "{32}",
                             "path-traversal")
