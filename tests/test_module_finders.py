"""`imp.find_module(name, [folder])` hands back the module's file, opened: `exec(fp)` runs that file's code (SCons's
`site_scons/site_init.py`), as `exec(open(path).read())` does, not the folder's name as code."""

from __future__ import annotations

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

LOADER = """
    import imp


    def load_site_dir(site_dir):
        fp, pathname, description = imp.find_module("site_init", [site_dir])
        exec(fp, {})  # found


    def run_code(code):
        exec(code, {})  # given
    """

PLUGINS = """
    import imp

    from flask import Flask, request

    app = Flask(__name__)


    @app.route("/plugin")
    def plugin():
        fp, pathname, description = imp.find_module("init", [request.args["dir"]])
        exec(fp.read(), {})  # a client's folder
    """


def test_a_module_file_found_on_a_search_path_is_a_script_being_run():
    view = MemoryView({"pkg/__init__.py": "", "pkg/loader.py": LOADER})
    found = judge_at(view, "taint", "pkg/loader.py", "# found", "code-injection")
    assert found.verdict is not VerdictKind.CONFIRMED, found.reason
    given = judge_at(view, "taint", "pkg/loader.py", "# given", "code-injection")
    assert given.verdict is VerdictKind.CONFIRMED, given.reason  # a library's caller's code, run as given


def test_a_module_file_found_where_a_client_says_is_not_taken_for_a_script_being_run():
    view = MemoryView({"app/__init__.py": "", "app/views.py": PLUGINS})
    verdict = judge_at(view, "taint", "app/views.py", "# a client's folder", "code-injection")
    assert verdict.verdict is not VerdictKind.REFUTED, verdict.reason
