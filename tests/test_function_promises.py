"""What a function promises by returning: a validator that aborts unless its argument passes leaves the caller's
value checked; a helper that always aborts ends the caller's path as `abort()` does.

The project's own `abort_json(...) -> NoReturn` and `validate_slug(slug)` are common in Flask and Django code: the
check is real, but written one call away from the sink it protects.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, functions_raised, judge_at, raised
from tickets.models import VerdictKind

APP = {
    "archive/errors.py": """
        from typing import NoReturn

        from flask import abort, jsonify, make_response


        def abort_json(status: int, message: str) -> NoReturn:
            abort(make_response(jsonify(message=message), status))


        def fail(message):
            raise ValueError(message)
        """,
    "archive/checks.py": """
        import re

        from archive.errors import abort_json

        SLUG = re.compile(r"^[a-z0-9-]+$")


        def validate_slug(slug):
            \"\"\"Aborts with 422 unless SLUG is a plain slug.\"\"\"
            if not SLUG.match(slug):
                abort_json(422, "bad slug")


        def is_slug(slug):
            if not SLUG.match(slug):
                return False
            return True


        def is_name(name):
            return SLUG.fullmatch(name) is not None


        def is_name_or_dash(name):
            if name == "-":
                return True
            return SLUG.fullmatch(name) is not None


        def located(name):
            return "/srv/archive/" + name


        def validate_stripped(slug):
            slug = slug.strip()
            if not SLUG.match(slug):
                abort_json(422, "bad slug")


        def validate_or_default(slug):
            if slug == "-":
                return
            if not SLUG.match(slug):
                abort_json(422, "bad slug")
        """,
    "archive/views.py": """
        import os
        import re

        from flask import Blueprint, request

        from archive.checks import (
            is_name,
            is_name_or_dash,
            is_slug,
            located,
            validate_or_default,
            validate_slug,
            validate_stripped,
        )
        from archive.errors import abort_json, fail

        bp = Blueprint("archive", __name__)
        ROOT = "/srv/archive"
        NAME = re.compile(r"^[a-z]+$")


        @bp.route("/checked")
        def checked():
            slug = request.args["slug"]
            validate_slug(slug)
            return open(os.path.join(ROOT, slug)).read()


        @bp.route("/inline")
        def inline():
            name = request.args["name"]
            if not NAME.match(name):
                abort_json(400, "bad name")
            return open(os.path.join(ROOT, name)).read()


        @bp.route("/raised")
        def raised_inline():
            name = request.args["name"]
            if not NAME.match(name):
                fail("bad name")
            return open(os.path.join(ROOT, name)).read()


        @bp.route("/predicate")
        def predicate():
            slug = request.args["slug"]
            is_slug(slug)
            return open(os.path.join(ROOT, slug)).read()


        @bp.route("/stripped")
        def stripped():
            slug = request.args["slug"]
            validate_stripped(slug)
            return open(os.path.join(ROOT, slug)).read()


        @bp.route("/defaulted")
        def defaulted():
            slug = request.args["slug"]
            validate_or_default(slug)
            return open(os.path.join(ROOT, slug)).read()


        @bp.route("/tested")
        def tested():
            slug = request.args["slug"]
            if is_slug(slug):
                return open(os.path.join(ROOT, slug)).read()
            return ""


        @bp.route("/refused")
        def refused():
            slug = request.args["slug"]
            if not is_name(slug):
                abort_json(400, "bad slug")
            return open(os.path.join(ROOT, slug)).read()


        @bp.route("/dashed")
        def dashed():
            slug = request.args["slug"]
            if is_name_or_dash(slug):
                return open(os.path.join(ROOT, slug)).read()
            return ""


        @bp.route("/located")
        def located_view():
            slug = request.args["slug"]
            if located(slug):
                return open(os.path.join(ROOT, slug)).read()
            return ""


        @bp.route("/unchecked")
        def unchecked():
            name = request.args["name"]
            if not NAME.match(name):
                print("bad name")
            return open(os.path.join(ROOT, name)).read()
        """,
}

_VIEWS = "archive/views.py"


def _reached() -> set[str]:
    """The view functions whose open() the taint slot raises as path traversal."""
    return functions_raised(APP, _VIEWS, "path-traversal")


def test_a_validator_that_aborts_unless_its_argument_matches_checks_the_callers_value():
    reached = _reached()
    assert "checked" not in reached
    # a helper annotated NoReturn, and a plain function ending in raise, end the path as abort() does
    assert "inline" not in reached
    assert "raised_inline" not in reached


def test_a_predicates_true_result_checks_the_name_it_was_given():
    reached = _reached()
    assert "tested" not in reached  # `if is_slug(slug):` (return True after the failed match returned False)
    assert "refused" not in reached  # `if not is_name(slug): abort_json(...)`, is_name returning `... is not None`


def test_a_true_result_vouches_for_nothing_when_one_is_returned_unchecked():
    reached = _reached()
    assert "dashed" in reached  # "-" is returned true unchecked: a dash, here, but no check the engine read
    assert "located_view" in reached  # a path is true, but no test


def test_a_function_promises_nothing_where_one_exit_leaves_the_argument_unchecked():
    reached = _reached()
    assert "predicate" in reached  # returns False on a failed match: only an `if` on its result checks
    assert "stripped" in reached  # checks its own stripped copy, not what the caller holds
    assert "defaulted" in reached  # returns early without the check for "-"
    assert "unchecked" in reached  # a branch that goes on after the failed match checks nothing


def test_the_pattern_slots_path_finding_is_refuted_with_the_validator_call_as_its_step():
    view = MemoryView(APP)
    verdict = judge_at(view, "taint", _VIEWS, "return open(os.path.join(ROOT, slug)).read()", "path-traversal")
    assert verdict.verdict is VerdictKind.REFUTED
    assert any("validate_slug(slug)" in evidence.quote for evidence in verdict.evidence)


WRAPPED = {
    "forms/checks.py": """
        import re

        from flask import abort

        WORD = re.compile(r"^[a-z]+$")


        def validate(value):
            if not WORD.match(value):
                abort(400)


        def validate_pair(first, second):
            validate(first)
            validate(second)
        """,
    "forms/views.py": """
        import os

        from flask import Flask, request

        from forms.checks import validate_pair

        app = Flask(__name__)


        @app.route("/pair")
        def pair():
            first, second, third = request.args["a"], request.args["b"], request.args["c"]
            validate_pair(first, second)
            checked = open(os.path.join("/srv", first)).read()
            unchecked = open(os.path.join("/srv", third)).read()
            return checked + unchecked
        """,
}


def test_a_validator_that_checks_through_another_promises_what_that_one_does():
    view = MemoryView(WRAPPED)
    lines = view.files["forms/views.py"].splitlines()
    found = {lines[f.primary.start_line - 1].strip().split(" = ")[0] for f in raised(view, "taint")
             if f.category == "path-traversal"}
    assert found == {"unchecked"}  # the third value, which nothing checked


IDS = {
    "courses/__init__.py": "",
    "courses/base.py": """
        import re


        def id_checker(id_to_test):
            return bool(re.match(r"[a-z0-9\\-_]+$", id_to_test, re.IGNORECASE))


        def line_checker(id_to_test):
            return bool(re.match(r"[a-z0-9\\-_]+$", id_to_test, re.MULTILINE))


        FLAGS = re.I | re.M


        def named_flags_checker(id_to_test):
            return bool(re.match(r"[a-z0-9\\-_]+$", id_to_test, FLAGS))


        def inline_checker(id_to_test):
            return bool(re.match(r"(?m)[a-z0-9\\-_]+$", id_to_test))
        """,
    "courses/views.py": """
        import os

        from flask import Flask, request

        from .base import id_checker, inline_checker, line_checker, named_flags_checker

        app = Flask(__name__)


        @app.route("/course")
        def course():
            courseid = request.args["c"]
            if not id_checker(courseid):
                raise ValueError("invalid course id")
            return open(os.path.join("/srv/courses", courseid, "course.yaml")).read()


        @app.route("/lines")
        def lines():
            courseid = request.args["c"]
            if not line_checker(courseid):
                raise ValueError("invalid course id")
            return open(os.path.join("/srv/lines", courseid, "course.yaml")).read()


        @app.route("/named")
        def named():
            courseid = request.args["c"]
            if not named_flags_checker(courseid):
                raise ValueError("invalid course id")
            return open(os.path.join("/srv/named", courseid, "course.yaml")).read()


        @app.route("/inline")
        def inline():
            courseid = request.args["c"]
            if not inline_checker(courseid):
                raise ValueError("invalid course id")
            return open(os.path.join("/srv/inline", courseid, "course.yaml")).read()
        """,
}


@pytest.mark.parametrize(("needle", "confirmed"), [
    ('open(os.path.join("/srv/courses"', False),  # bool(re.match(WHOLE, name, re.IGNORECASE)) vouches for name
    ('open(os.path.join("/srv/lines"', True),  # under re.MULTILINE `$` ends any line: "a\n../x" passes
    ('open(os.path.join("/srv/named"', True),  # flags held in a name may hold re.M
    ('open(os.path.join("/srv/inline"', True),  # `(?m)` in the pattern
])
def test_a_predicate_returning_bool_of_a_whole_match_with_flags_vouches(needle, confirmed):
    verdict = judge_at(MemoryView(IDS), "taint", "courses/views.py", needle, "path-traversal")
    assert (verdict.verdict is VerdictKind.CONFIRMED) is confirmed, verdict.reason
