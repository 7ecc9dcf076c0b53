"""A sink a function reaches only in a branch its callers skip: `if data is None: open(filename)`.

A reader taking a file's name or its contents opens the name only when it was given no contents. A call that hands
it the contents does not reach the `open`, whatever the name is; a call that leaves the contents out, passes None,
or spreads its arguments (leaving the contents to the spread) still does; contents written before a spread are
given all the same. A wrapper handing on its own `data` parameter passes the condition to its
callers. The condition counts only while the parameter holds what the caller gave.
"""

from __future__ import annotations

from agent_providers.builtin.taint import TaintFlowAnalyser
from tests.builtin_support import MemoryView, line_of, raised

READER = """
    from io import BytesIO


    class Document:
        def __init__(self, filename, data=None, relaxed=True):
            self.filename = filename
            if data is None:
                with open(filename, "rb") as handle:
                    data = handle.read()
            self.data = data


    def sniff(filename, data=None):
        if data is not None:
            return data[:8]
        with open(filename, "rb") as handle:
            return handle.read(8)


    def either(filename, data=None):
        if data is not None:
            source = BytesIO(data)
        else:
            source = open(filename, "rb")
        return source.read(8)


    def flagged(filename, strict=False):
        if strict:
            return b""
        with open(filename, "rb") as handle:
            return handle.read()


    def either_or(filename, data=None):
        if data is not None or filename is None:
            source = BytesIO(data)
        else:
            source = open(filename, "rb")
        return source.read(8)


    def cached(filename, data=None):
        data = data or CACHE.get(filename)
        if data is None:
            with open(filename, "rb") as handle:
                return handle.read()
        return data


    def inverted(filename, data=None):
        if data is None:
            return b""
        else:
            with open(filename, "rb") as handle:
                return handle.read()


    def load(filename, data=None):
        return Document(filename, data)


    CACHE = {}
    """

VIEWS = """
    from flask import Flask, request

    from pkg.reader import Document, cached, either, either_or, flagged, inverted, load, sniff

    app = Flask(__name__)


    @app.route("/given", methods=["POST"])
    def given():
        return Document(request.form["name"], data=request.get_data()).data


    @app.route("/given-by-position", methods=["POST"])
    def given_by_position():
        return Document(request.form["name"], request.get_data()).data


    @app.route("/sniff-given", methods=["POST"])
    def sniff_given():
        return sniff(request.form["name"], request.get_data())


    @app.route("/either-given", methods=["POST"])
    def either_given():
        return either(request.form["name"], data=request.get_data())


    @app.route("/load-given", methods=["POST"])
    def load_given():
        return load(request.form["name"], data=request.get_data()).data


    @app.route("/omitted")
    def omitted():
        return Document(request.args["omitted"]).data


    @app.route("/none")
    def passed_none():
        return Document(request.args["none"], data=None).data


    @app.route("/spread")
    def spread():
        options = {"data": None}
        return Document(request.args["spread"], **options).data


    @app.route("/given-then-spread", methods=["POST"])
    def given_then_spread():
        options = {"relaxed": False}
        return Document(request.form["spread-after"], request.get_data(), **options).data


    @app.route("/starred")
    def starred():
        extra = [None]
        return Document(request.args["starred"], *extra).data


    @app.route("/sniff-omitted")
    def sniff_omitted():
        return sniff(request.args["sniffed"])


    @app.route("/load-omitted")
    def load_omitted():
        return load(request.args["loaded"]).data


    @app.route("/either-or", methods=["POST"])
    def either_or_given():
        return either_or(request.form["name"], data=request.get_data())


    @app.route("/flagged", methods=["POST"])
    def flagged_given():
        return flagged(request.form["flagged"], strict=request.form.get("strict") == "1")


    @app.route("/cached", methods=["POST"])
    def cached_given():
        return cached(request.form["cached"], data=request.get_data())


    @app.route("/inverted", methods=["POST"])
    def inverted_given():
        return inverted(request.form["inverted"], data=request.get_data())
    """


def _view() -> MemoryView:
    return MemoryView({"pkg/__init__.py": "", "pkg/reader.py": READER, "app.py": VIEWS})


def _opening_calls() -> set[int]:
    """The lines of app.py's calls whose request value reaches an `open` of the reader (one finding names only
    the first caller of a sink, so the calls are read from the analysis's sink sites)."""
    module = TaintFlowAnalyser().raising_project(_view()).module("app.py")
    assert not isinstance(module, str)
    return {site.call_line for site in module.sites
            if site.category == "path-traversal" and site.path == "pkg/reader.py" and site.live_taint}


def _line(needle: str) -> int:
    return line_of(_view(), "app.py", needle)


def test_a_call_handing_the_contents_does_not_reach_the_open_of_the_name() -> None:
    calls = _opening_calls()
    for needle in ('data=request.get_data()).data', "request.get_data()).data", "sniff(request.form",
                   'request.form["spread-after"], request.get_data(), **options',  # given before the spread
                   "either(request.form", "either_or(request.form", "load(request.form"):
        assert _line(needle) not in calls, needle


def test_a_call_leaving_the_contents_out_still_opens_the_name() -> None:
    calls = _opening_calls()
    for needle in ('request.args["omitted"]', 'request.args["none"], data=None', "**options", "*extra",
                   "sniff(request.args",
                   "load(request.args"):
        assert _line(needle) in calls, needle
    # and the finding is raised, as before the rule
    assert any(f.category == "path-traversal" and 'request.args["omitted"]' in f.claim
               for f in raised(_view(), "taint"))


def test_the_condition_counts_only_while_the_parameter_holds_what_the_caller_gave() -> None:
    calls = _opening_calls()
    assert _line("cached(request.form") in calls
    # a flag the caller passes may be false: a truth test is no None test
    assert _line("flagged(request.form") in calls
    # the branch that runs WITH the contents is no branch the call skips
    assert _line("inverted(request.form") in calls
