"""A whole-string match of a pattern compiled inside the function, a match held in a name, and re.match's own
anchor at the start.

`re.match("[0-9A-Fa-f]+$", build_id)` checks the whole text: match() anchors the start itself. Not search(), and
not a pattern whose alternative is left unanchored (`a|[0-9]+$`).

`regex = re.compile(r"[a-f0-9]{64}\\.zip")` then `match = regex.fullmatch(filename)` and `if not match: abort(422)`
checks the name as a module-level pattern tested in the `if` does. It must not count when the pattern only
anchors the start (`match`, no `$`), when the name is bound to another pattern elsewhere in the module, or when the
failing branch does not leave.
"""

from __future__ import annotations

from tests.builtin_support import functions_raised

APP = {
    "exports/views.py": """
        import os
        import re

        from flask import Blueprint, abort

        bp = Blueprint("exports", __name__)
        ROOT = "/srv/exports"


        @bp.route("/whole/<filename>")
        def whole(filename):
            regex = re.compile(r"[a-f0-9]{64}\\.zip")
            match = regex.fullmatch(filename)
            if not match:
                abort(422)
            return open(os.path.join(ROOT, filename)).read()


        @bp.route("/prefix/<filename>")
        def prefix(filename):
            pattern = re.compile(r"[a-f0-9]{64}")
            found = pattern.match(filename)
            if not found:
                abort(422)
            return open(os.path.join(ROOT, filename)).read()


        @bp.route("/ignored/<filename>")
        def ignored(filename):
            checker = re.compile(r"[a-f0-9]{64}\\.zip")
            matched = checker.fullmatch(filename)
            if not matched:
                print("odd name")
            return open(os.path.join(ROOT, filename)).read()


        @bp.route("/rebound/<filename>")
        def rebound(filename):
            name_re = re.compile(r"^[a-f0-9]{64}\\.zip$")
            ok = name_re.match(filename)
            if not ok:
                abort(422)
            return open(os.path.join(ROOT, filename)).read()


        @bp.route("/build/<build_id>")
        def build(build_id):
            if not re.match("[0-9A-Fa-f]+$", build_id):
                abort(400)
            return open(os.path.join(ROOT, build_id)).read()


        @bp.route("/searched/<build_id>")
        def searched(build_id):
            if not re.search("[0-9A-Fa-f]+$", build_id):
                abort(400)
            return open(os.path.join(ROOT, build_id)).read()


        @bp.route("/either/<build_id>")
        def either(build_id):
            if not re.match("latest|[0-9A-Fa-f]+$", build_id):
                abort(400)
            return open(os.path.join(ROOT, build_id)).read()


        def elsewhere():
            name_re = re.compile(r".*")
            return name_re
        """,
}

_VIEWS = "exports/views.py"


def _reached() -> set[str]:
    return functions_raised(APP, _VIEWS, "path-traversal")


def test_a_whole_match_of_a_pattern_compiled_in_the_function_held_in_a_name_checks_it():
    assert "whole" not in _reached()


def test_a_prefix_match_an_ignored_failure_or_a_name_bound_twice_checks_nothing():
    reached = _reached()
    assert {"prefix", "ignored", "rebound"} <= reached


def test_re_match_anchors_the_start_itself_but_search_and_an_open_alternative_do_not():
    reached = _reached()
    assert "build" not in reached
    assert {"searched", "either"} <= reached
