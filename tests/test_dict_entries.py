"""A dict's entries under constant keys are told apart: what one key was given does not reach a read of another
key, in the function that wrote it or in a function it hands the dict to (`ctx["files"] = unzip(...)`, then
`ctx["app_dir"]` here or in a helper). Every way the other keys could have changed (a computed key, a mutating
method, a rebinding, a branch that changed the dict another way, a callee's parameter rebound) still reads the whole
dict, so those flows are still raised."""

from __future__ import annotations

import textwrap

import pytest

from agent_providers.builtin.taint_facts import UNTRUSTED, Fact, Origin, keep_rest, rest_of
from tests.builtin_support import MemoryView, judge_at, markers_raised
from tickets.models import VerdictKind

LOCAL = """
    import os
    from flask import request


    def split():
        opts = {}
        opts["q"] = request.args["q"]
        os.system("ls " + opts["dir"])  # other key
        os.system("ls " + opts.get("dir", "."))  # other key by get
        os.system("ls " + opts["q"])  # own key
        os.system("ls " + opts.get("q"))  # own key by get


    def computed(name):
        opts = {}
        opts["q"] = "fixed"
        opts[name] = request.args["v"]
        os.system("ls " + opts["dir"])  # computed key


    def updated():
        opts = {}
        opts["q"] = "fixed"
        opts.update(request.args)
        os.system("ls " + opts["dir"])  # updated


    def whole_tainted():
        opts = request.args.to_dict()
        opts["q"] = "fixed"
        os.system("ls " + opts["dir"])  # rest was tainted


    def branches(flag):
        opts = {}
        if flag:
            opts["q"] = "fixed"
        else:
            opts.setdefault("dir", request.args["d"])
        os.system("ls " + opts["dir"])  # a branch changed it otherwise

    """


def test_a_key_assigned_here_does_not_reach_a_read_of_another_key() -> None:
    raised = markers_raised({"app.py": LOCAL}, "command-injection")
    assert "other key" not in raised and "other key by get" not in raised
    assert {"own key", "own key by get"} <= raised


def test_a_dict_changed_any_other_way_is_still_read_whole() -> None:
    raised = markers_raised({"app.py": LOCAL}, "command-injection")
    assert {"computed key", "updated", "rest was tainted", "a branch changed it otherwise"} <= raised


HELPER = """
    import os
    from flask import request


    def run(opts):
        os.system("ls " + opts["dir"])  # helper


    def literal_other():
        run({"dir": "/srv", "n": request.args["n"]})


    def tracked_other():
        opts = {"dir": "/srv"}
        opts["n"] = request.args["n"]
        run(opts)


    def rest_other():
        opts = {}
        opts["n"] = request.args["n"]
        run(opts)
    """


def test_a_helper_reading_one_key_gets_only_its_callers_entry_there() -> None:
    assert markers_raised({"app.py": HELPER}, "command-injection") == set()


def test_a_helper_reading_one_key_gets_a_tainted_entry_there() -> None:
    callers = {
        "literal": 'run({"dir": request.args["d"], "n": 1})',
        "tracked": 'opts = {"n": 1}\n        opts["dir"] = request.args["d"]\n        run(opts)',
        "whole": "run(request.args)",
        "written twice": 'run({"dir": "/srv", "dir": request.args["d"]})',  # the last one holds
        "spread": 'run({"dir": "/srv", **request.args})',
        "computed": 'opts = {}\n        opts[request.args["k"]] = request.args["d"]\n        run(opts)',
    }
    for name, body in callers.items():
        files = {"app.py": HELPER + f"\n\n    def caller():\n        {body}\n"}
        assert markers_raised(files, "command-injection") == {"helper"}, name


TRANSITIVE = """
    import os
    from flask import request


    def run(opts):
        os.system("ls " + opts.get("dir"))  # helper


    def middle(context):
        context["when"] = "now"
        run(context)


    def safe():
        middle({"dir": "/srv", "who": request.args["who"]})
    """


def test_a_key_is_followed_through_a_function_that_hands_its_parameter_on() -> None:
    assert markers_raised({"app.py": TRANSITIVE}, "command-injection") == set()
    unsafe = TRANSITIVE + '\n\n    def unsafe():\n        middle({"dir": request.args["d"]})\n'
    assert markers_raised({"app.py": unsafe}, "command-injection") == {"helper"}


def test_a_parameter_rebound_before_the_read_is_read_whole() -> None:
    rebound = """
        import os
        from flask import request


        def run(opts):
            opts = dict(opts, extra=1)
            os.system("ls " + opts["dir"])  # helper


        def caller():
            run({"dir": "/srv", "n": request.args["n"]})
        """
    assert markers_raised({"app.py": rebound}, "command-injection") == {"helper"}


def test_many_keys_read_at_one_sink_are_read_whole_rather_than_lost() -> None:
    keys = "abcdefgh"
    joined = " + ".join(f'opts["{key}"]' for key in keys)
    fixed = ", ".join(f'"{key}": "x"' for key in keys[:-1])
    files = {"app.py": f"""
        import os
        from flask import request


        def run(opts):
            os.system("ls " + {joined})  # helper


        def caller():
            run({{{fixed}, "h": request.args["h"]}})
        """}
    assert markers_raised(files, "command-injection") == {"helper"}


def test_the_rest_holds_only_while_the_dict_has_the_fact_its_last_entry_left() -> None:
    state: dict[str, Fact] = {}
    before, after = Fact(const=True), Fact(origins=frozenset({Origin(UNTRUSTED, "request.args", "q", 3)}))
    keep_rest(state, "opts", before, after)
    assert rest_of(state, "opts", after) == before
    assert rest_of(state, "opts", after.evolve(built=True)) is None  # changed some untracked way: read whole


OBJECT_STATE = """
    import os
    from dataclasses import asdict, dataclass
    from flask import request


    @dataclass
    class Order:
        name: str
        widths: str

        @classmethod
        def from_form(cls, form):
            return cls(form["name"], form["widths"])

        def payload(self):
            return {READ}


    def work(payload):
        eval(payload["widths"])  # task


    def submit():
        payload = Order.from_form(request.form).payload()
        payload["ref"] = "fixed"
        work(payload)


    def fixed():
        work(Order.from_form({"name": "chair", "widths": "40"}).payload())
    """


def test_what_an_object_holds_read_whole_by_its_method_is_its_callers() -> None:
    for read in ("dict(self.__dict__)", "vars(self)", "asdict(self)", "self.__dict__.copy()"):
        files = {"app.py": OBJECT_STATE.replace("{READ}", read)}
        assert markers_raised(files, "code-injection") == {"task"}, read


def test_an_object_made_of_constants_hands_nothing_through_its_whole_state() -> None:
    files = {"app.py": OBJECT_STATE.replace("{READ}", "vars(self)").replace(
        '        payload = Order.from_form(request.form).payload()\n', '        payload = {}\n')}
    assert markers_raised(files, "code-injection") == set()


def test_a_library_methods_own_object_is_no_argument_of_its_caller() -> None:
    library = """
        import yaml


        class Settings(object):
            def show(self):
                return yaml.load(str(vars(self)))
        """
    verdict = judge_at(MemoryView({"settingslib/__init__.py": library}), "taint", "settingslib/__init__.py",
                       "yaml.load(", "unsafe-deserialization")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason


def test_a_static_methods_first_parameter_is_its_callers_argument() -> None:
    """Exscript's `Order.from_xml(xml)`, a `staticmethod`: no object comes first, so the first parameter is the
    library's caller's (a regression of the object rule, found on the thirty-fifth mature set)."""
    library = """
        from lxml import etree


        class Order(object):
            @staticmethod
            def from_xml(xml):
                return etree.fromstring(xml)

            def show(self, xml):
                return etree.fromstring(xml + str(vars(self)))
        """
    view = MemoryView({"orderlib/__init__.py": library})
    verdict = judge_at(view, "taint", "orderlib/__init__.py", "return etree.fromstring(xml)", "xxe")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
    assert "parameter xml of the public Order.from_xml()" in verdict.reason


# Found by a review with counterexample programs: each is raised as it was before entries were told apart.
STILL_WHOLE = {
    "a key one branch wrote": """
        def view(flag):
            d = {}
            d["a"] = "x"
            if flag:
                d["cmd"] = request.args["q"]
            os.system("ls " + d["cmd"])  # real
        """,
    "a key a callee copies": """
        def normalize(opts):
            opts["dir"] = opts["directory"]


        def view():
            d = {}
            d["directory"] = request.args["u"]
            normalize(d)
            os.system("ls " + d["dir"])  # real
        """,
    "a dict a library call may fill": """
        import somelib


        def view():
            q = request.args["q"]
            d = {}
            d["user"] = q
            somelib.fill(d, q)
            os.system("ls " + d["cmd"])  # real
        """,
    "a parameter written under a computed key": """
        RENAMES = {"directory": "dir"}


        def run(opts):
            for old, new in RENAMES.items():
                if old in opts:
                    opts[new] = opts[old]
            os.system("ls " + opts["dir"])  # real


        def view():
            run({"dir": "/srv", "directory": request.args["u"]})
        """,
    "a parameter a callee changes": """
        def normalize(opts):
            opts["dir"] = opts["directory"]


        def run(opts):
            normalize(opts)
            os.system("ls " + opts["dir"])  # real


        def view():
            run({"dir": "/srv", "directory": request.args["u"]})
        """,
    "a literal with a computed key": """
        def run(opts):
            os.system("ls " + opts["dir"])  # real


        def view():
            run({"dir": "/srv", request.args["k"]: request.args["v"]})
        """,
    "a name a later argument rebinds": """
        def run(opts, x):
            os.system("ls " + opts["dir"])  # real


        def view():
            d = request.args["u"]
            run({"dir": d}, (d := "x"))
        """,
    "a decorator that unwraps its argument": """
        def unwrap(f):
            def w(ctx):
                return f(ctx["inner"])
            return w


        @unwrap
        def run(opts):
            os.system("ls " + opts["dir"])  # real


        def view():
            run({"dir": "/srv", "inner": {"dir": request.args["u"]}})
        """,
    "a key set through __setitem__": """
        def view():
            q = request.args["q"]
            d = {}
            d["user"] = q
            d.__setitem__("cmd", q)
            os.system("ls " + d["cmd"])  # real
        """,
    "a key a callee writes from its other argument": """
        def fill(m, val):
            m["cmd"] = val


        def view():
            d = {}
            d["user"] = "x"
            fill(d, request.args["q"])
            os.system("ls " + d["cmd"])  # real
        """,
}


@pytest.mark.parametrize("name", sorted(STILL_WHOLE))
def test_a_dict_that_may_have_changed_where_the_analysis_does_not_track_it_is_read_whole(name: str) -> None:
    source = "import os\n\nfrom flask import request\n\n\n" + textwrap.dedent(STILL_WHOLE[name])
    assert markers_raised({"app.py": source}, "command-injection") == {"real"}


def test_a_callee_writing_other_keys_leaves_the_rest_of_the_dict_as_it_was() -> None:
    source = """
        import os
        from flask import request


        def mark(opts):
            opts["seen"] = True


        def task(d):
            d["q"] = request.args["q"]
            mark(d)
            os.system("ls " + d["dir"])  # parameter's other key
            os.system("ls " + d["q"])  # parameter's own key


        def view():
            local = {}
            local["q"] = request.args["q"]
            mark(local)
            os.system("ls " + local["dir"])  # local's other key
        """
    assert markers_raised({"app.py": source}, "command-injection") == {"parameter's own key"}


def test_a_predicate_that_hands_its_argument_to_a_parser_still_vouches_for_it() -> None:
    source = """
        from urllib.parse import urlparse

        from flask import redirect, request


        def _is_local(target):
            parts = urlparse(target)
            return not parts.scheme and not parts.netloc and target.startswith("/") and not target.startswith("//")


        def logout():
            target = request.args.get("next", "/")
            if not _is_local(target):
                target = "/"
            return redirect(target)  # checked
        """
    assert markers_raised({"app.py": source}, "open-redirect") == set()
