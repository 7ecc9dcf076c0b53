"""Refutations are sound: code is refuted as dead or test-only only when nothing can reach it.

Each refutation rule of either slot has a case where it must fire and cases where it must
not: a hook a base class in another module calls, a function another module imports, a
name built at run time, a library's public function that only its tests call.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, raised
from tickets.models import VerdictKind

HOOKED = {
    "shop/base.py": """
        class Repository:
            def find(self, conn, request):
                return self._query(conn, request)
        """,
    "shop/users.py": """
        from flask import request
        from shop.base import Repository

        class Users(Repository):
            def _query(self, conn, req):
                return conn.execute("SELECT * FROM users WHERE name = '%s'" % request.args["name"])
        """,
}
SQL = "conn.execute("


@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_private_hook_called_from_a_base_class_in_another_module_is_not_dead(slot):
    view = MemoryView(HOOKED)
    verdict = judge_at(view, slot, "shop/users.py", SQL, "sql-injection")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
    assert "never called" not in verdict.reason


def test_the_taint_slot_raises_the_injection_in_the_hook():
    found = raised(MemoryView(HOOKED), "taint")
    assert [(f.category, f.primary.path) for f in found] == [("sql-injection", "shop/users.py")]


PRIVATE = """
    import os
    from flask import request

    def _export():
        os.system("cp db /tmp/%s" % request.args["f"])
    """


@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_private_function_nothing_names_is_dead(slot):
    view = MemoryView({"app/jobs.py": PRIVATE})
    verdict = judge_at(view, slot, "app/jobs.py", "os.system(", "command-injection")
    assert verdict.verdict is VerdictKind.REFUTED
    assert "def _export():" in [e.quote for e in verdict.evidence]


@pytest.mark.parametrize("slot", ["pattern", "taint"])
@pytest.mark.parametrize("other", [
    "from app.jobs import _export\n\ndef run():\n    _export()\n",  # imported by another module
    'import app.jobs\n\ndef run(kind):\n    getattr(app.jobs, "_ex" + kind)()\n',  # a name built at run time
])
def test_a_private_function_another_module_can_reach_is_not_dead(slot, other):
    view = MemoryView({"app/jobs.py": PRIVATE, "app/cli.py": other})
    verdict = judge_at(view, slot, "app/jobs.py", "os.system(", "command-injection")
    assert verdict.verdict is not VerdictKind.REFUTED, verdict.reason


@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_module_that_looks_names_up_in_globals_has_no_dead_functions(slot):
    dispatch = PRIVATE + '\ndef run(kind):\n    globals()[kind]()\n'
    view = MemoryView({"app/jobs.py": dispatch})
    verdict = judge_at(view, slot, "app/jobs.py", "os.system(", "command-injection")
    assert verdict.verdict is not VerdictKind.REFUTED, verdict.reason


def test_the_taint_slot_raises_in_a_private_function_it_cannot_prove_dead():
    # A raise reads its one file, so it never calls a private function dead: whether another module
    # names it is the refuter's question, with the whole project in view.
    for view in (MemoryView({"app/jobs.py": PRIVATE, "app/cli.py": "from app.jobs import _export\n"}),
                 MemoryView({"app/jobs.py": PRIVATE})):
        assert [f.category for f in raised(view, "taint", ["app/jobs.py"])] == ["command-injection"]


def test_the_taint_slot_judges_on_the_analyses_its_raises_made(monkeypatch):
    # Verdicts mark dead functions on top of the raises' module analyses instead of analysing every
    # module a second time: one analysis per module and snapshot, and the raise and the verdict differ.
    from agent_providers.builtin import taint_project
    from agent_providers.builtin.taint import TaintFlowAnalyser
    from agent_providers.seam import FindingToJudge

    analysed: list[str] = []
    real = taint_project.analyse_module

    def counted(tree, lines, outside=None, python2=False):
        analysed.append(outside.path)
        return real(tree, lines, outside, python2)

    monkeypatch.setattr(taint_project, "analyse_module", counted)
    view = MemoryView({"app/jobs.py": PRIVATE, "app/views.py": "from app import jobs\n"})
    taint = TaintFlowAnalyser()
    found = taint.raise_findings(view, ["app/jobs.py", "app/views.py"]).findings
    verdicts = taint.refute(view, [FindingToJudge("0" * 16, finding) for finding in found]).verdicts
    assert [f.category for f in found] == ["command-injection"]
    assert [v.verdict for v in verdicts] == [VerdictKind.REFUTED]
    assert "never called" in verdicts[0].reason
    assert sorted(analysed) == ["app/jobs.py", "app/views.py"]


LIBRARY = {
    "setup.py": "from setuptools import setup\nsetup(name='conf', packages=['conf'])\n",
    "conf/loader.py": """
        import yaml

        def parse(text):
            return yaml.load(text, Loader=yaml.Loader)
        """,
    "tests/test_loader.py": """
        from conf.loader import parse

        def test_parse():
            assert parse("a: 1") == {"a": 1}
        """,
}


@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_library_function_only_its_tests_call_is_not_test_only(slot):
    view = MemoryView(LIBRARY)
    verdict = judge_at(view, slot, "conf/loader.py", "yaml.load(", "unsafe-deserialization")
    assert verdict.verdict is not VerdictKind.REFUTED, verdict.reason


@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_an_application_function_only_tests_call_is_test_only(slot):
    view = MemoryView({path: text for path, text in LIBRARY.items() if path != "setup.py"})
    verdict = judge_at(view, slot, "conf/loader.py", "yaml.load(", "unsafe-deserialization")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason
    assert "test" in verdict.reason


MEMBER_IN_DEAD = """
    import os
    from flask import Flask, request

    app = Flask(__name__)

    class Runner:
        def __init__(self, cmd):
            self.cmd = cmd

        def get(self):
            return self.cmd

    def _unused():
        runner = Runner("x")
        os.system(runner.get())

    @app.route("/x")
    def view():
        Runner(request.args["c"])
    """


def test_a_sink_written_in_a_dead_function_stays_dead_when_a_live_callers_object_reaches_it():
    # view() hands request data to Runner, and the only sink of Runner's value is in _unused(), which
    # nothing calls: the verdict marks every sink written in a dead function, whoever's value reaches it.
    view = MemoryView({"app/jobs.py": MEMBER_IN_DEAD})
    verdict = judge_at(view, "taint", "app/jobs.py", "os.system(", "command-injection")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason


EXPORTED = {
    "setup.py": "from setuptools import setup\nsetup(name='conf', packages=['conf'])\n",
    "conf/loader.py": """
        import yaml

        __all__ = ["parse", 'parse_all']

        def parse(text):
            return yaml.load(text)

        def parse_all(texts):
            return [yaml.load(text) for text in texts]

        def _parse_twice(text):
            return parse(text), parse(text)

        def load_one(source):
            return yaml.load(source)

        def _labels(version):
            return {f"{version}": load_one("a: 1"), "y": 1}
        """,
}


def test_a_public_function_its_module_only_exports_is_library_api_and_one_it_calls_is_not():
    # `__all__` names an export, it calls nothing; `parse` has a (private) caller in its module, whose flow decides
    view = MemoryView(EXPORTED)
    exported = judge_at(view, "taint", "conf/loader.py", "[yaml.load(", "unsafe-deserialization")
    called = judge_at(view, "taint", "conf/loader.py", "return yaml.load(", "unsafe-deserialization")
    assert exported.verdict is VerdictKind.CONFIRMED, exported.reason
    assert "parameter texts of the public parse_all()" in exported.reason
    assert called.verdict is VerdictKind.UNCERTAIN, called.reason
    assert judge_at(view, "taint", "conf/loader.py", "yaml.load(source)", "unsafe-deserialization").verdict \
        is VerdictKind.UNCERTAIN  # load_one's caller writes an f-string before the call: a call all the same


METHODS = {
    "pyproject.toml": "[project]\nname = 'vault'\n",
    "vault/base.py": """
        class Codec(object):
            def name(self):
                return "codec"
        """,
    "vault/api.py": """
        import pickle
        import yaml
        from xml.etree import ElementTree
        import six
        from celery import Task
        from lxml import etree
        from vault.base import Codec

        class Vault(Codec):
            def __init__(self, password):
                self.password = password

            def load(self, stream):
                return yaml.load(stream)

            def restore(self, state):
                return pickle.loads(state)

            def read(self, document):
                return ElementTree.fromstring(document)

            def read_strictly(self, document):
                return etree.fromstring(document)

        class Restore(Task):
            def run(self, data):
                return pickle.loads(data)

        class Reader(Task):
            def run(self, payload):
                return yaml.load(payload)

        class Job(Task):
            pass

        class Nightly(Job):
            def run(self, nightly):
                return yaml.load(nightly)

        class Mixed(six.with_metaclass(type, Task)):
            def run(self, mixed):
                return yaml.load(mixed)

        class Index(object):
            def find(self, ident):
                return etree.XPath("//item[@id='%s']" % ident)

        class _Cache:
            def load(self, blob):
                return pickle.loads(blob)
        """,
    "vault/documents.py": """
        import pickle
        import yaml
        from celery import Task

        class Document(object):
            def __init__(self, content, path="settings.yml"):
                self.content = content
                self.defaults = "retries: 3"
                self.path = path

        class Mapping(Document):
            pass

        class YAMLDocument(Mapping):
            def parse(self):
                return yaml.load(self.content)

            def parse_defaults(self):
                return yaml.load(self.defaults)

        class Vault(object):
            def __init__(self, password):
                self.vault = VaultLib(password)

            def load(self, stream):
                return yaml.load(self.vault.decrypt(stream))

        class PickledDocument(Document):
            def parse(self):
                return pickle.loads(self.content)

        class _Stored(object):
            def __init__(self, stored):
                self.stored = stored

        class StoredDocument(_Stored):
            def parse(self):
                return yaml.load(self.stored)

        class Settable(object):
            def set_text(self, text):
                self.text = text

            def parse(self):
                return yaml.load(self.text)

        class _Hidden(object):
            def __init__(self, hidden):
                self.hidden = hidden

            def parse(self):
                return yaml.load(self.hidden)

        class Queued(Task):
            def __init__(self, queued):
                self.queued = queued

            def parse(self):
                return yaml.load(self.queued)
        """,
}


DESER, XXE = "unsafe-deserialization", "xxe"


@pytest.mark.parametrize("needle", ["yaml.load(payload)", "yaml.load(nightly)", "yaml.load(mixed)"])
def test_a_class_with_a_frameworks_base_anywhere_up_or_one_not_named_is_not_the_librarys_own(needle):
    # directly (Reader), through an own class that derives from the framework's (Nightly), or through a
    # base built by a call (Mixed)
    verdict = judge_at(MemoryView(METHODS), "taint", "vault/api.py", needle, DESER)
    assert verdict.verdict is VerdictKind.UNCERTAIN, verdict.reason


def test_a_method_that_builds_an_xpath_query_from_its_argument_is_not_library_mode():
    verdict = judge_at(MemoryView(METHODS), "taint", "vault/api.py", "etree.XPath(", "xpath-injection")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason


@pytest.mark.parametrize(("needle", "category", "expected"), [
    ("yaml.load(", DESER, VerdictKind.CONFIRMED),  # a public method of the library's own class: its caller's input
    ("pickle.loads(data)", DESER, VerdictKind.UNCERTAIN),  # a framework's subclass: the framework's arguments
    ("pickle.loads(blob)", DESER, VerdictKind.UNCERTAIN),  # a private class is not the library's API
    ("pickle.loads(state)", DESER, VerdictKind.UNCERTAIN),  # a method that unpickles what it is given is meant to
    ("etree.fromstring(document)", XXE, VerdictKind.CONFIRMED),  # lxml's default parser resolves external entities
    ("ElementTree.fromstring(document)", XXE, VerdictKind.REFUTED),  # the standard library's (expat) fetches none
])
def test_a_public_method_that_parses_by_accident_is_library_api_and_hooks_private_classes_and_unpicklers_are_not(
        needle, category, expected):
    verdict = judge_at(MemoryView(METHODS), "taint", "vault/api.py", needle, category)
    assert verdict.verdict is expected, verdict.reason
    if needle == "yaml.load(":
        assert "parameter stream of the public Vault.load()" in verdict.reason
        assert "a public method of the project's own class" in verdict.reason  # its callers were not looked for


@pytest.mark.parametrize(("needle", "expected"), [
    # the constructor's argument, kept by a base two classes up, parsed by a public method
    ("yaml.load(self.content)", VerdictKind.CONFIRMED),
    ("yaml.load(self.defaults)", VerdictKind.UNCERTAIN),  # a literal the constructor wrote: the program's own
    # what a call on the kept object answers is not the constructor's argument (the password here), but what it
    # decrypts is the method's caller's: the plaintext of the caller's stream
    ("yaml.load(self.vault.decrypt(stream))", VerdictKind.CONFIRMED),
    ("pickle.loads(self.content)", VerdictKind.UNCERTAIN),  # unpickling what it was given is what it is for
    ("yaml.load(self.hidden)", VerdictKind.UNCERTAIN),  # a private class is not the library's API
    ("yaml.load(self.queued)", VerdictKind.UNCERTAIN),  # a framework's subclass: the framework constructs it
    # a private base's constructor, inherited by a public class: its callers construct the public one
    ("yaml.load(self.stored)", VerdictKind.CONFIRMED),
    ("yaml.load(self.text)", VerdictKind.UNCERTAIN),  # kept by a setter, not the constructor: not counted
])
def test_what_a_public_constructor_keeps_and_a_method_parses_by_accident_is_its_callers_input(needle, expected):
    verdict = judge_at(MemoryView(METHODS), "taint", "vault/documents.py", needle, DESER)
    assert verdict.verdict is expected, verdict.reason
    if needle == "yaml.load(self.content)":
        assert "argument content of the public Document() constructor, kept in the object" in verdict.reason
    if "decrypt" in needle:
        assert "parameter stream of the public Vault.load()" in verdict.reason and "password" not in verdict.reason


HELPERS = {
    "pyproject.toml": "[project]\nname = 'owl'\n",
    "owl/util.py": """
        import pickle
        import yaml

        def load_yaml(yaml_str):
            return yaml.load(yaml_str)

        def load_settings(text):
            return yaml.load(text)

        def load_state(blob):
            return pickle.loads(blob)

        def run_script(source):
            return eval(source)
        """,
    "owl/__init__.py": """
        from owl import util

        class Owl(object):
            @classmethod
            def from_yaml(cls, data):
                return util.load_yaml(data)

            @classmethod
            def from_state(cls, state):
                return util.load_state(state)

        def _defaults():
            return util.load_settings("retries: 3")

        def evaluate(expression):
            return util.run_script(expression)
        """,
    "examples/quickstart.py": """
        from owl import util

        def show(text):
            return util.load_settings(text)
        """,
    "owl/cli.py": """
        from owl import evaluate

        def main():
            return evaluate("1 + 1")
        """,
}


@pytest.mark.parametrize(("needle", "category", "expected"), [
    # a public method of the project's own class hands its parameter to a helper module's yaml.load
    ("yaml.load(yaml_str)", DESER, VerdictKind.CONFIRMED),
    ("yaml.load(text)", DESER, VerdictKind.UNCERTAIN),  # its caller passes a literal (and an example is no API)
    ("pickle.loads(blob)", DESER, VerdictKind.UNCERTAIN),  # a method that unpickles what it is given is meant to
    ("eval(source)", "code-injection", VerdictKind.UNCERTAIN),  # the public caller is called here: its callers decide
])
def test_a_helper_module_behind_a_public_api_is_judged_by_that_api_s_library_mode(needle, category, expected):
    verdict = judge_at(MemoryView(HELPERS), "taint", "owl/util.py", needle, category)
    assert verdict.verdict is expected, verdict.reason
    if expected is VerdictKind.CONFIRMED:
        assert "parameter data of the public Owl.from_yaml() in owl/__init__.py" in verdict.reason
        assert {e.path for e in verdict.evidence} == {"owl/util.py", "owl/__init__.py"}


# --- a name normalised under the root, then made relative -------------------------------------------

_SERVE = '''import os
import posixpath

from flask import Flask, request

app = Flask(__name__)
ROOT = "/srv/site"


@app.route("/file")
def serve():
    name = request.args["name"]
    rel = {expr}
    with open(os.path.join(ROOT, rel), "rb") as handle:
        return handle.read()
'''


@pytest.mark.parametrize("expr", [
    'posixpath.normpath("/" + name).lstrip("/")',  # the shape of mkdocs' fix of its dev server (CVE-2021-40978)
    'os.path.normpath(f"/{name}").lstrip(os.sep)',
    'os.path.normpath(os.path.join("/", name)).lstrip("/")',
])
def test_a_name_normalised_under_the_root_and_stripped_stays_under_the_folder(expr: str) -> None:
    view = MemoryView({"app.py": _SERVE.format(expr=expr)})
    assert raised(view, "taint-flow") == []
    verdict = judge_at(view, "taint-flow", "app.py", "with open(", "path-traversal")
    assert verdict.verdict is VerdictKind.REFUTED and "normalisation under the root" in verdict.reason


@pytest.mark.parametrize("expr", [
    'posixpath.normpath("/" + name)',  # absolute: os.path.join(ROOT, "/etc/passwd") is "/etc/passwd"
    'posixpath.normpath("static/" + name).lstrip("/")',  # relative: "static/../../etc" keeps its ".."
    'name.lstrip("/")',  # "../../etc/passwd" has no leading slash to strip
    'posixpath.normpath("/" + name).lstrip(".")',
    'posixpath.normpath(name + "/").lstrip("/")',
])
def test_a_normalisation_that_leaves_a_way_out_is_no_sanitiser(expr: str) -> None:
    view = MemoryView({"app.py": _SERVE.format(expr=expr)})
    assert [f.category for f in raised(view, "taint-flow")] == ["path-traversal"]
    assert judge_at(view, "taint-flow", "app.py", "with open(", "path-traversal").verdict is VerdictKind.CONFIRMED


REEXPORTED = {
    "kit/setup.py": "from setuptools import setup\nsetup(name='kit')\n",
    "kit/kit/__init__.py": """
        from kit.formula import evaluate, safe_evaluate
        from kit.store import (
            load_state,
        )

        __all__ = [
            "evaluate", "safe_evaluate",
        ]
        """,
    "kit/kit/formula.py": """
        import ast

        def evaluate(expr, variables):
            return eval(expr, {"__builtins__": {}}, dict(variables))

        def safe_evaluate(expr, variables):
            for node in ast.walk(ast.parse(expr, mode="eval")):
                if not isinstance(node, (ast.Expression, ast.BinOp, ast.Name, ast.Constant, ast.Load, ast.Add)):
                    raise ValueError("unsupported")
            return eval(expr, {"__builtins__": None}, dict(variables))
        """,
    "kit/kit/store.py": """
        import pickle

        def load_state(blob):
            return pickle.loads(blob)
        """,
    "app/report.py": """
        from kit.store import load_state

        def restore():
            with open("/var/lib/app/state.bin", "rb") as handle:  # the program's own file
                return load_state(handle.read())
        """,
}


def test_a_package_re_exporting_a_function_calls_nothing_so_library_mode_judges_it():
    """`from kit.formula import evaluate` in the package's __init__ (and its `__all__`) declares the API; it is
    no caller whose flow would decide. A function some module really calls is still judged by that call."""
    view = MemoryView(REEXPORTED)
    exported = judge_at(view, "taint", "kit/kit/formula.py", "return eval(expr, {", "code-injection")
    assert exported.verdict is VerdictKind.CONFIRMED, exported.reason
    assert "public evaluate()" in exported.reason
    called = judge_at(view, "taint", "kit/kit/store.py", "pickle.loads(blob)", "unsafe-deserialization")
    assert called.verdict is VerdictKind.UNCERTAIN, called.reason


def test_a_public_function_named_as_making_its_input_safe_is_not_library_mode():
    verdict = judge_at(MemoryView(REEXPORTED), "taint", "kit/kit/formula.py", '"__builtins__": None', "code-injection")
    assert verdict.verdict is VerdictKind.UNCERTAIN, verdict.reason


LOOP_ELSE = """
    import os
    from flask import Flask, request

    app = Flask(__name__)

    @app.route("/copy")
    def copy():
        for name in ("a", "b"):
            if name == request.args.get("kind"):
                {inner}
        else:
            raise ValueError("unknown kind")
        os.system("cp /srv/%s /tmp" % request.args["f"])
    """


@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_code_after_a_loop_whose_else_raises_is_live_when_the_loop_can_break(slot):
    """`for ...: if found: break` / `else: raise`: a `break` skips the `else`, so what follows runs."""
    view = MemoryView({"app/views.py": LOOP_ELSE.replace("{inner}", "break")})
    verdict = judge_at(view, slot, "app/views.py", "os.system(", "command-injection")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
    assert "unreachable" not in verdict.reason


def test_the_taint_slot_raises_after_a_loop_that_can_break():
    found = raised(MemoryView({"app/views.py": LOOP_ELSE.replace("{inner}", "break")}), "taint")
    assert [f.category for f in found] == ["command-injection"]


@pytest.mark.parametrize("inner", ["pass", "for other in name:\n                    break"])
def test_code_after_a_loop_whose_else_raises_is_dead_when_it_cannot_break(inner):
    """No `break` of its own (none at all, or only an inner loop's): the `else` always runs, and raises."""
    view = MemoryView({"app/views.py": LOOP_ELSE.replace("{inner}", inner)})
    verdict = judge_at(view, "taint", "app/views.py", "os.system(", "command-injection")
    assert verdict.verdict is VerdictKind.REFUTED
    assert "unreachable" in verdict.reason


WITH_BLOCK = """
    import os
    from contextlib import suppress
    from flask import Flask, request

    app = Flask(__name__)

    @app.route("/copy")
    def copy():
        with {manager}:
            {body}
        os.system("cp /srv/%s /tmp" % request.args["f"])
    """


@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_code_after_a_with_block_that_raises_is_live(slot):
    """A context manager may swallow what its body raises (`suppress`, any `__exit__` returning True)."""
    view = MemoryView({"app/views.py": WITH_BLOCK.format(manager="suppress(KeyError)",
                                                         body="raise KeyError(request.args['k'])")})
    verdict = judge_at(view, slot, "app/views.py", "os.system(", "command-injection")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


def test_code_after_a_with_block_that_returns_is_dead():
    view = MemoryView({"app/views.py": WITH_BLOCK.format(manager="open('/srv/index') as handle",
                                                         body="return handle.read()")})
    verdict = judge_at(view, "taint", "app/views.py", "os.system(", "command-injection")
    assert verdict.verdict is VerdictKind.REFUTED and "unreachable" in verdict.reason


CHECKED_ITEMS = {
    "lib/records.py": """
        import os
        from keyword import iskeyword


        def namedlist(typename, field_names):
            for name in [typename] + field_names:
                if not all(c.isalnum() or c == "_" for c in name):
                    raise ValueError(name)
                if iskeyword(name):
                    raise ValueError(name)
            exec("class %s(list):\\n    fields = %r\\n" % (typename, field_names), {})


        def loose_namedlist(typename, field_names):
            for name in [typename] + field_names:
                if not all(c.isalnum() or c == "_" for c in name):
                    print("odd name", name)
            exec("class %s(tuple):\\n    fields = %r\\n" % (typename, field_names), {})


        def listing(name):
            if not all(c.isalnum() for c in name):
                raise ValueError(name)
            os.system("ls " + name)


        def skipping_listing(names):
            for name in names:
                if not name.isidentifier():
                    continue
            os.system("ls -d " + " ".join(names))


        def loose_listing(name):
            if not all(c.isalnum() or c in "-_" or len(c) for c in name):
                raise ValueError(name)
            os.system("ls -l " + name)
        """,
}


@pytest.mark.parametrize("needle, category, expected", [
    ('exec("class %s(list)', "code-injection", VerdictKind.REFUTED),  # every item checked, the loop raises
    ('os.system("ls " + name)', "command-injection", VerdictKind.REFUTED),  # all() of a character check
])
def test_a_loop_or_all_that_raises_on_any_unchecked_item_vouches_for_the_collection(needle, category, expected):
    verdict = judge_at(MemoryView(CHECKED_ITEMS), "taint", "lib/records.py", needle, category)
    assert verdict.verdict is expected, verdict.reason


@pytest.mark.parametrize("needle, category", [
    ('exec("class %s(tuple)', "code-injection"),  # the loop only prints
    ('os.system("ls -d "', "command-injection"),  # the loop skips, the collection keeps the item
    ('os.system("ls -l "', "command-injection"),  # one alternative lets any character through
])
def test_a_check_that_lets_an_item_through_vouches_for_nothing(needle, category):
    verdict = judge_at(MemoryView(CHECKED_ITEMS), "taint", "lib/records.py", needle, category)
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


KEPT_PROGRAMS = {
    "tools/pidproxy.py": """
        import os
        import subprocess
        import sys


        class Proxy:
            def __init__(self, args):
                self.program = os.path.abspath(args[1])
                self.args = args[1:]

            def go(self):
                return os.spawnv(os.P_NOWAIT, self.program, self.args)


        class Runner:
            def __init__(self, binary):
                self.binary = binary

            def run(self, name):
                return subprocess.call([self.binary, "--name", name])


        def main():
            Proxy(sys.argv).go()
            Runner(sys.argv[1]).run(sys.argv[2])
        """,
    "web/views.py": """
        from flask import request

        from tools.pidproxy import Proxy


        def start():
            Proxy(["proxy", request.args["program"]]).go()
        """,
}


def test_a_program_an_object_keeps_is_the_operators_choice_when_it_comes_from_argv():
    """os.spawnv and an argument list without a shell run the program they are given: the one named on the
    operator's own command line crosses no trust boundary; one named by a web request does."""
    lines = {(f.primary.path, f.primary.start_line) for f in raised(MemoryView(KEPT_PROGRAMS), "taint")
             if f.category == "command-injection"}
    assert ("tools/pidproxy.py", 12) in lines  # reached from the request in web/views.py
    spawned = [f for f in raised(MemoryView(KEPT_PROGRAMS), "taint") if f.category == "command-injection"]
    assert all("sys.argv" not in f.claim for f in spawned), [f.claim for f in spawned]
    alone = {k: v for k, v in KEPT_PROGRAMS.items() if k != "web/views.py"}
    assert not [f for f in raised(MemoryView(alone), "taint") if f.category == "command-injection"]


NAMESAKES = {
    "pyproject.toml": "[project]\nname = 'codec'\n",
    "codec/wire.py": """
        import json
        import pickle

        def loads(token):
            return pickle.loads(token)

        def decode(text):
            return json.loads(text)
        """,
    "codec/cli.py": """
        import json
        import sys

        def main():
            print(json.loads(sys.stdin.read()))
        """,
    "codec/store.py": """
        import marshal

        def restore(blob):
            return marshal.loads(blob)
        """,
    "codec/legacy.py": """
        import cPickle

        def restore_old(blob):
            print "restoring"
            return cPickle.loads(blob)
        """,
}


def test_a_standard_modules_function_of_the_same_name_does_not_call_a_library_function():
    """`pickle.loads`, `json.loads` and Python 2's `cPickle.loads` name the standard library's functions, in the
    function's own module and in others: the public `loads` is still called by nothing here, so library mode
    judges it. A project module's `wire.loads(...)` is a call of it all the same, and so is a bare name in its own
    module."""
    view = MemoryView(NAMESAKES)
    verdict = judge_at(view, "taint", "codec/wire.py", "return pickle.loads(token)", "unsafe-deserialization")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
    assert "public loads()" in verdict.reason
    called = MemoryView({**NAMESAKES, "codec/cli.py": "from codec import wire\n\nwire.loads(open('x').read())\n"})
    assert judge_at(called, "taint", "codec/wire.py", "return pickle.loads(token)",
                    "unsafe-deserialization").verdict is VerdictKind.UNCERTAIN
    own = MemoryView({**NAMESAKES, "codec/wire.py": NAMESAKES["codec/wire.py"] + "\n        RESTORED = loads(b'')\n"})
    assert judge_at(own, "taint", "codec/wire.py", "return pickle.loads(token)",
                    "unsafe-deserialization").verdict is VerdictKind.UNCERTAIN


NEIGHBOURS = {
    "pyproject.toml": "[project]\nname = 'netconf'\n",
    "netconf/xml_.py": """
        import io
        from io import StringIO

        from lxml import etree

        XSLT = b"<xsl:stylesheet version='1.0' xmlns:xsl='http://www.w3.org/1999/XSL/Transform'/>"


        class Reply(object):
            def strip(self, rpc_reply):
                parser = etree.XMLParser(remove_blank_text=True)
                xslt_doc = etree.parse(io.BytesIO(XSLT), parser)
                transform = etree.XSLT(xslt_doc)
                return etree.parse(StringIO(str(rpc_reply)), parser=parser), transform
        """,
}


def test_library_mode_confirms_the_parse_its_parameter_reaches_and_not_the_constant_one_beside_it():
    view = MemoryView(NEIGHBOURS)
    reply = judge_at(view, "taint", "netconf/xml_.py", "StringIO(str(rpc_reply))", "xxe")
    assert reply.verdict is VerdictKind.CONFIRMED, reply.reason
    constant = judge_at(view, "taint", "netconf/xml_.py", "io.BytesIO(XSLT)", "xxe")
    assert constant.verdict is not VerdictKind.CONFIRMED, constant.reason


def test_a_parsing_method_its_own_class_calls_is_judged_by_those_calls_not_as_an_api():
    """A public method of a subclass of the project's own class (a plugin its framework calls) that parses what it
    is given with lxml is an API by accident only when its module never calls it on `self`: `self.check(filename)`
    in the class's own `run` hands it the project's own values, and that flow decides (a lint plugin parsing the
    operator's repository files). A root class's method stays the library's API however its own code calls it
    (`self.parse(DEFAULT_FEED)` beside outside callers passing any source), and so does a method of the same name
    called on another object (`reply.strip(raw)`) or one only filed in a table on self (`{"xml": self.from_xml}`)."""
    called_here = {**NEIGHBOURS, "netconf/xml_.py": NEIGHBOURS["netconf/xml_.py"] + """

        class Lint(Reply):
            def run(self, documents):
                for name in ("a.xml", "b.xml"):
                    self.check(name)
                return [reply.strip(raw) for reply, raw in documents]

            def check(self, filename):
                return etree.parse(filename)


        class Decoder(Reply):
            def __init__(self):
                self.handlers = {"xml": self.from_xml}

            def from_xml(self, data):
                return etree.fromstring(data)


        class BaseFormat(object):
            def defaults(self):
                return self.load("<defaults/>")


        class XmlFormat(BaseFormat):
            def load(self, text):
                return etree.fromstring(text)


        class Feed(object):
            def defaults(self):
                return self.read("defaults.xml")

            def read(self, source):
                return etree.parse(source)
        """}
    view = MemoryView(called_here)
    assert judge_at(view, "taint", "netconf/xml_.py", "etree.parse(filename)", "xxe").verdict \
        is not VerdictKind.CONFIRMED
    assert judge_at(view, "taint", "netconf/xml_.py", "StringIO(str(rpc_reply))", "xxe").verdict \
        is VerdictKind.CONFIRMED
    assert judge_at(view, "taint", "netconf/xml_.py", "etree.parse(source)", "xxe").verdict is VerdictKind.CONFIRMED
    # a hook its base calls (a template method) is the subclass's API all the same
    assert judge_at(view, "taint", "netconf/xml_.py", "etree.fromstring(text)", "xxe").verdict \
        is VerdictKind.CONFIRMED
    # filed in a table on self, not called: whoever dispatches through the table hands it what it parses
    assert judge_at(view, "taint", "netconf/xml_.py", "etree.fromstring(data)", "xxe").verdict \
        is VerdictKind.CONFIRMED


def test_what_the_constructor_kept_is_the_callers_even_when_a_base_calls_the_parsing_method_on_self():
    # pyanyapi's YAMLInterface: the base's `parse` calls `self.perform_parsing()`, which loads `self.content`
    view = MemoryView({"pyproject.toml": "[project]\nname = 'anyapi'\n", "anyapi/interfaces.py": """
        import yaml


        class BaseInterface(object):
            def __init__(self, content):
                self.content = content

            def parse(self):
                return self.perform_parsing()

            def perform_parsing(self):
                return self.content


        class YAMLInterface(BaseInterface):
            def perform_parsing(self):
                return yaml.load(self.content)
        """})
    verdict = judge_at(view, "taint", "anyapi/interfaces.py", "yaml.load(self.content)", "unsafe-deserialization")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
