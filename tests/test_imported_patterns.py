"""A regular expression compiled once at the top of one module (`MD5_REGEX = re.compile(r"^[0-9a-f]{32}$")`) and
matched in another (`re.match(MD5_REGEX, value)`, `MD5_REGEX.fullmatch(value)`) checks the value's whole format,
as the same pattern does in its own module. Not when the pattern lets `$` end any line (re.M, or flags held in a
name) or hides it in a comment (re.X), when it is not anchored at both ends (or an alternative outside a group is
anchored at one end only), when a character class lets both dots and slashes through, when the importing module
binds the name itself (in a function, or again at its top), or when its own module binds it again (`global`)."""

from __future__ import annotations

from tests.builtin_support import markers_raised

APP = {
    "scans/__init__.py": "",
    "scans/formats.py": r"""
        import re

        MD5_REGEX = re.compile(r"^[0-9a-f]{32}$")
        LINES = re.compile(r"^[0-9a-f]{32}$", re.M)
        FLAGGED = re.compile(r"^[0-9a-f]{32}$", re.IGNORECASE)
        PREFIX = re.compile(r"^[0-9a-f]{32}")
        SWAPPED = re.compile(r"^[0-9a-f]{32}$")
        EITHER = re.compile(r"^[0-9a-f]{32}|[0-9a-f]{40}$")
        COMMENTED = re.compile(r"^[0-9a-f]{32} # an md5 digest$", re.X)
        PATHLIKE = re.compile(r"^[\w./-]+$")


        def loosen():
            global SWAPPED
            SWAPPED = re.compile(r".*")
        """,
    "scans/views.py": """
        import os
        import re

        from flask import Flask, abort, request

        from scans import formats
        from scans.formats import COMMENTED, EITHER, FLAGGED, LINES, MD5_REGEX, PATHLIKE, PREFIX, SWAPPED

        app = Flask(__name__)
        ROOT = "/srv/scans"


        @app.route("/a")
        def by_function():
            digest = request.args["digest"]
            if not re.match(MD5_REGEX, digest):
                abort(400)
            return open(os.path.join(ROOT, digest)).read()  # function match


        @app.route("/b")
        def by_method():
            digest = request.args["digest"]
            if MD5_REGEX.fullmatch(digest) is None:
                abort(400)
            return open(os.path.join(ROOT, digest)).read()  # method match


        @app.route("/c")
        def through_module():
            digest = request.args["digest"]
            if not formats.MD5_REGEX.match(digest):
                abort(400)
            return open(os.path.join(ROOT, digest)).read()  # module attribute


        @app.route("/d")
        def ignoring_case():
            digest = request.args["digest"]
            if not FLAGGED.match(digest):
                abort(400)
            return open(os.path.join(ROOT, digest)).read()  # harmless flag


        @app.route("/e")
        def any_line():
            digest = request.args["digest"]
            if not LINES.match(digest):
                abort(400)
            return open(os.path.join(ROOT, digest)).read()  # multiline


        @app.route("/f")
        def start_only():
            digest = request.args["digest"]
            if not PREFIX.match(digest):
                abort(400)
            return open(os.path.join(ROOT, digest)).read()  # not anchored


        @app.route("/g")
        def rebound_there():
            digest = request.args["digest"]
            if not SWAPPED.match(digest):
                abort(400)
            return open(os.path.join(ROOT, digest)).read()  # rebound by its module


        @app.route("/i")
        def either():
            digest = request.args["digest"]
            if not EITHER.search(digest):
                abort(400)
            return open(os.path.join(ROOT, digest)).read()  # an alternative outside a group


        @app.route("/j")
        def commented():
            digest = request.args["digest"]
            if not COMMENTED.match(digest):
                abort(400)
            return open(os.path.join(ROOT, digest)).read()  # verbose


        @app.route("/k")
        def pathlike():
            digest = request.args["digest"]
            if not PATHLIKE.match(digest):
                abort(400)
            return open(os.path.join(ROOT, digest)).read()  # dots and slashes
        """,
    "scans/lax.py": """
        import os
        import re

        from flask import Flask, abort, request

        from scans.formats import MD5_REGEX

        if os.environ.get("LAX"):
            MD5_REGEX = re.compile(".*")

        app = Flask(__name__)


        @app.route("/l")
        def lax():
            digest = request.args["digest"]
            if not MD5_REGEX.match(digest):
                abort(400)
            return open(os.path.join("/srv/scans", digest)).read()  # rebound by the importer
        """,
    "scans/local.py": """
        import os
        import re

        from flask import Flask, abort, request

        from scans.formats import MD5_REGEX

        app = Flask(__name__)


        def lookup(digest, MD5_REGEX):
            if not MD5_REGEX.match(digest):
                abort(400)
            return open(os.path.join("/srv/scans", digest)).read()  # bound here


        @app.route("/h")
        def own_name():
            return lookup(request.args["digest"], re.compile(".*"))
        """,
}


def test_a_pattern_compiled_in_another_module_checks_the_whole_value():
    flagged = markers_raised(APP, "path-traversal")
    assert "function match" not in flagged
    assert "method match" not in flagged
    assert "module attribute" not in flagged
    assert "harmless flag" not in flagged


CALCULATOR = {
    "calc/__init__.py": "",
    "calc/formats.py": "import re\n\nARITHMETIC = re.compile(r\"^[\\d\\s.+*/()-]+$\")\n",
    "calc/views.py": """
        import os

        from flask import Flask, abort, request

        from calc.formats import ARITHMETIC

        app = Flask(__name__)


        @app.route("/calc")
        def calc():
            expression = request.args["q"]
            if not ARITHMETIC.match(expression):
                abort(400)
            return str(eval(expression))  # arithmetic only


        @app.route("/sheet")
        def sheet():
            name = request.args["q"]
            if not ARITHMETIC.match(name):
                abort(400)
            return open(os.path.join("/srv/sheets", name)).read()  # still a path
        """,
}


def test_a_pattern_of_dots_and_slashes_checks_code_but_not_a_path():
    assert "arithmetic only" not in markers_raised(CALCULATOR, "code-injection")
    assert "still a path" in markers_raised(CALCULATOR, "path-traversal")


def test_an_imported_pattern_that_does_not_hold_the_whole_value_checks_nothing():
    flagged = markers_raised(APP, "path-traversal")
    assert "multiline" in flagged
    assert "not anchored" in flagged
    assert "rebound by its module" in flagged
    assert "bound here" in flagged
    assert "an alternative outside a group" in flagged
    assert "verbose" in flagged
    assert "dots and slashes" in flagged
    assert "rebound by the importer" in flagged
