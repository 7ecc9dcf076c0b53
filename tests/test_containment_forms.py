"""Containment checks in the other forms real code writes them: held in a name, tested where they hold, returned by
a predicate, and handed a path in another spelling.

MobSF checks a library path with `is_safe_path(lib_dir.as_posix(), sfile.as_posix(), rel)`, keeps the result of
the same check in a name before testing it (`safe = is_safe_path(...)`, then `if ... and safe:`), and wraps it in a
predicate of its own (`_is_safe_icon_path`); apkinspector binds `os.path.commonpath(...)` to a name and compares
that. Each is the check the engine already reads in its plain form (`if not is_within(root, p): abort()`).
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, markers_raised
from tickets.models import VerdictKind

SECURITY = """
    import os
    from pathlib import Path


    def is_safe_path(safe_root, check_path, raw_file):
        if ".." in raw_file:
            return False
        safe_root = os.path.realpath(safe_root)
        check_path = os.path.realpath(check_path)
        return os.path.commonpath((safe_root, check_path)) == safe_root


    def inside(root, path):
        return os.path.commonpath([os.path.realpath(root), os.path.realpath(path)]) == os.path.realpath(root)


    def outside(root, path):
        return os.path.commonpath([os.path.realpath(root), os.path.realpath(path)]) != os.path.realpath(root)


    def prefixed(root, path):
        return os.path.commonprefix([root, os.path.realpath(path)]) == root


    def under_other(root, other, path):
        return os.path.commonpath([root, os.path.realpath(path)]) == other


    def is_safe_icon(root, icon):
        resolved_root = Path(root).resolve()
        resolved_icon = Path(icon).resolve()
        return is_safe_path(resolved_root, resolved_icon, "icon")
    """

VIEWS = """
    import os
    from pathlib import Path

    from flask import Flask, abort, request

    from lib.security import inside, is_safe_icon, is_safe_path, outside, prefixed, under_other

    app = Flask(__name__)
    ROOT = "/srv/files"


    @app.route("/spelled")
    def spelled():
        rel = request.args["name"]
        full = Path(ROOT) / rel
        if not is_safe_path(Path(ROOT).as_posix(), full.as_posix(), rel):
            abort(400)
        return open(full).read()  # spelled


    @app.route("/held")
    def held():
        rel = request.args["name"]
        full = Path(ROOT) / rel
        safe = is_safe_path(ROOT, full, rel)
        if rel.endswith(".txt") and safe:
            return open(full).read()  # held
        return ""


    @app.route("/held-then-moved")
    def held_then_moved():
        rel = request.args["name"]
        full = Path(ROOT) / rel
        safe = is_safe_path(ROOT, full, rel)
        full = Path(ROOT) / request.args["other"]
        if safe:
            return open(full).read()  # moved after the check
        return ""


    @app.route("/held-in-loop")
    def held_in_loop():
        safe = False
        full = Path(ROOT)
        for rel in request.args.getlist("name"):
            if safe:
                return open(full).read()  # checked on the pass before
            full = Path(ROOT) / rel
            safe = is_safe_path(ROOT, full, rel)
        return ""


    @app.route("/common")
    def common():
        out = os.path.realpath(os.path.join(ROOT, request.args["name"]))
        base = os.path.realpath(ROOT)
        shared = os.path.commonpath((os.path.normcase(base), os.path.normcase(out)))
        if shared != os.path.normcase(base):
            raise ValueError("outside")
        return open(out).read()  # common held


    @app.route("/configured")
    def configured():
        root = os.path.realpath(os.environ.get("FILES_ROOT", ROOT))
        full = os.path.realpath(os.path.join(root, request.args["name"]))
        if os.path.commonpath([root, full]) != root:
            abort(400)
        return open(full).read()  # inside the operator's folder


    @app.route("/common-where-equal")
    def common_where_equal():
        out = os.path.realpath(os.path.join(ROOT, request.args["name"]))
        if os.path.commonpath([ROOT, out]) == ROOT:
            return open(out).read()  # inside the equal branch
        return open(out).read()  # past the equal branch


    @app.route("/predicate")
    def predicate():
        full = os.path.join(ROOT, request.args["name"])
        if not inside(ROOT, full):
            abort(400)
        return open(full).read()  # predicate


    @app.route("/wrapped")
    def wrapped():
        icon = os.path.join(ROOT, request.args["icon"])
        if is_safe_icon(ROOT, icon):
            return open(icon).read()  # wrapped predicate
        return ""


    @app.route("/inverted")
    def inverted():
        full = os.path.join(ROOT, request.args["name"])
        if outside(ROOT, full):
            return open(full).read()  # inverted predicate
        return ""


    @app.route("/prefix")
    def prefix():
        full = os.path.join(ROOT, request.args["name"])
        if not prefixed(ROOT, full):
            abort(400)
        return open(full).read()  # character prefix


    @app.route("/other-base")
    def other_base():
        full = os.path.join(ROOT, request.args["name"])
        if not under_other(ROOT, "/srv", full):
            abort(400)
        return open(full).read()  # compared with another folder
    """

APP = {"lib/__init__.py": "", "lib/security.py": SECURITY, "lib/views.py": VIEWS}


@pytest.fixture(scope="module")
def reached() -> set[str]:
    return markers_raised(APP, "path-traversal")


@pytest.mark.parametrize("marker", [
    "spelled",  # the path handed over as `full.as_posix()` is full
    "held",  # `safe = is_safe_path(...)` then `if ... and safe:`
    "common held",  # `shared = os.path.commonpath(...)` then `if shared != base: raise`, through normcase
    "inside the operator's folder",  # a folder the operator's environment names is no client's
    "inside the equal branch",  # `if commonpath([ROOT, out]) == ROOT:` holds in its body
    "predicate",  # `return commonpath([...realpath(path)]) == realpath(root)`
    "wrapped predicate",  # a predicate returning another's containment test of the path it resolved
])
def test_a_containment_check_in_another_form_keeps_the_path_inside(reached, marker):
    assert marker not in reached


@pytest.mark.parametrize("marker", [
    "moved after the check",  # the name was given another path after the check held
    "checked on the pass before",  # the check was of the previous pass's path
    "past the equal branch",  # past an `if` that does not leave, the path is as unchecked as before
    "inverted predicate",  # true where the path is outside
    "character prefix",  # commonprefix compares characters: "/srv/files-private" passes
    "compared with another folder",  # the common part equals some other folder, not the one listed
])
def test_a_check_that_no_longer_holds_or_never_held_keeps_the_path_raised(reached, marker):
    assert marker in reached


def test_the_pattern_slots_finding_is_refuted_citing_the_held_check():
    view = MemoryView(APP)
    verdict = judge_at(view, "taint", "lib/views.py", "return open(full).read()  # held", "path-traversal")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason
    assert any("is_safe_path(ROOT, full, rel)" in evidence.quote for evidence in verdict.evidence)


# What a review's counterexamples showed the first version of these rules let through: each is still raised.
COUNTER = """
    import os

    from flask import Flask, request

    app = Flask(__name__)
    ROOT = "/srv/files"


    def is_within(root, p):
        return os.path.commonpath([root, os.path.realpath(p)]) == root


    def inside_as_written(root, p):
        return os.path.commonpath([root, p]) == root


    def is_relative(p):
        return not os.path.isabs(p)


    def is_within_size_limit(p):
        return len(p) < 4096


    def find_plugin_dir(name):
        return name


    @app.route("/branch")
    def branch():
        full = os.path.join(ROOT, request.args["n"])
        safe = True
        if request.args.get("strict"):
            safe = is_within(ROOT, full)
        if safe:
            return open(full).read()  # true unless strict
        return ""


    @app.route("/tried")
    def tried():
        full = os.path.join(ROOT, request.args["n"])
        safe = True
        try:
            safe = is_within(ROOT, full)
        except ValueError:
            pass
        if safe:
            return open(full).read()  # true when the check raised
        return ""


    @app.route("/looped")
    def looped():
        full = os.path.join(ROOT, request.args["n"])
        safe = True
        for _ in request.args.getlist("x"):
            safe = is_within(ROOT, full)
        if safe:
            return open(full).read()  # true when the loop ran no pass
        return ""


    @app.route("/or-ed")
    def or_ed():
        full = os.path.join(ROOT, request.args["n"])
        safe = request.args.get("force") == "1"
        safe |= is_within(ROOT, full)
        if safe:
            return open(full).read()  # or-ed with a client's flag
        return ""


    @app.route("/walrus-flag")
    def walrus_flag():
        full = os.path.join(ROOT, request.args["n"])
        safe = is_within(ROOT, full)
        print(safe := request.args.get("force"))
        if safe:
            return open(full).read()  # flag rebound by a walrus
        return ""


    @app.route("/captured")
    def captured():
        full = os.path.join(ROOT, request.args["n"])
        safe = is_within(ROOT, full)
        match request.args["m"]:
            case str() as full:
                pass
        if safe:
            return open(full).read()  # path captured anew by a case
        return ""


    @app.route("/unresolved")
    def unresolved():
        full = os.path.join(ROOT, request.args["n"])
        if os.path.commonpath([ROOT, full]) == ROOT:
            return open(full).read()  # commonpath of a path with its climbs
        return ""


    @app.route("/unresolved-refused")
    def unresolved_refused():
        full = os.path.join(ROOT, request.args["n"])
        if os.path.commonpath([ROOT, full]) != ROOT:
            raise ValueError(full)
        return open(full).read()  # refused by commonpath of a path with its climbs


    @app.route("/unresolved-held")
    def unresolved_held():
        full = os.path.join(ROOT, request.args["n"])
        common = os.path.commonpath([ROOT, full])
        if common != ROOT:
            raise ValueError(full)
        return open(full).read()  # held commonpath of a path with its climbs


    @app.route("/unresolved-predicate")
    def unresolved_predicate():
        full = os.path.join(ROOT, request.args["n"])
        if inside_as_written(ROOT, full):
            return open(full).read()  # predicate comparing a path with its climbs
        return ""


    @app.route("/prefix-held")
    def prefix_held():
        full = os.path.realpath(os.path.join(ROOT, request.args["n"]))
        common = os.path.commonprefix([ROOT, full])
        if common != ROOT:
            raise ValueError(full)
        return open(full).read()  # held commonprefix

    @app.route("/client-base")
    def client_base():
        base = os.path.join(ROOT, request.args["u"])
        full = os.path.realpath(os.path.join(base, request.args["n"]))
        if os.path.commonpath([base, full]) != base:
            raise ValueError(full)
        return open(full).read()  # inside a folder the client chose


    @app.route("/relative")
    def relative():
        rel = request.args["n"]
        if is_relative(rel):
            return open(os.path.join(ROOT, rel)).read()  # not absolute is not inside
        return ""


    @app.route("/size")
    def size():
        full = os.path.join(ROOT, request.args["n"])
        if is_within_size_limit(full):
            return open(full).read()  # within a size limit
        return ""


    def file_exists_in_dir(folder, name):
        return os.path.isfile(os.path.join(folder, name))


    def resolve_within_root(root, rel):
        path = os.path.realpath(os.path.join(root, rel))
        return path, os.path.commonpath([root, path]) == root


    @app.route("/exists")
    def exists():
        name = request.args["n"]
        if file_exists_in_dir(ROOT, name):
            return open(os.path.join(ROOT, name)).read()  # exists in a folder, as ../../etc/passwd does
        return ""


    @app.route("/either")
    def either():
        full = os.path.realpath(os.path.join(ROOT, request.args["n"]))
        common = os.path.commonpath([ROOT, full])
        if request.args.get("strict") and common != ROOT:
            raise ValueError(full)
        return open(full).read()  # checked only when strict

    @app.route("/either-inline")
    def either_inline():
        full = os.path.realpath(os.path.join(ROOT, request.args["n"]))
        if request.args.get("strict") and os.path.commonpath([ROOT, full]) != ROOT:
            raise ValueError(full)
        return open(full).read()  # inline, checked only when strict


    @app.route("/sized")
    def sized():
        full = os.path.join(ROOT, request.args["n"])
        real = os.path.realpath(full)
        if not is_within_size_limit(real):
            raise ValueError(full)
        return open(full).read()  # a size check on the resolved path


    @app.route("/excepted")
    def excepted():
        full = os.path.join(ROOT, request.args["n"])
        safe = is_within(ROOT, full)
        try:
            int(request.args["z"])
        except ValueError as safe:
            print(safe)
        if safe:
            return open(full).read()  # flag rebound by an except clause
        return ""


    @app.route("/imported")
    def imported():
        full = os.path.join(ROOT, request.args["n"])
        safe = is_within(ROOT, full)
        import json as safe
        if safe:
            return open(full).read()  # flag rebound by an import
        return ""


    @app.route("/unpacked")
    def unpacked():
        rel = request.args["n"]
        full, inside = resolve_within_root(ROOT, rel)
        if full:
            return open(os.path.join(ROOT, rel)).read()  # an item of the call's result, not its test
        return ""


    @app.route("/plugin")
    def plugin():
        name = request.args["n"]
        if find_plugin_dir(name):
            return open(os.path.join(ROOT, name)).read()  # a name holding in_dir by chance
        return ""
    """


@pytest.fixture(scope="module")
def countered() -> set[str]:
    return markers_raised({"app.py": COUNTER}, "path-traversal")


@pytest.mark.parametrize("marker", [
    "true unless strict", "true when the check raised", "true when the loop ran no pass", "or-ed with a client's flag",
    "flag rebound by a walrus", "path captured anew by a case", "commonpath of a path with its climbs",
    "refused by commonpath of a path with its climbs",
    "held commonpath of a path with its climbs", "predicate comparing a path with its climbs", "held commonprefix",
    "inside a folder the client chose", "not absolute is not inside", "within a size limit",
    "a name holding in_dir by chance", "exists in a folder, as ../../etc/passwd does", "checked only when strict",
    "inline, checked only when strict", "a size check on the resolved path", "flag rebound by an except clause",
    "flag rebound by an import", "an item of the call's result, not its test",
])
def test_a_check_held_on_some_paths_of_unresolved_paths_or_named_by_chance_is_no_containment(countered, marker):
    assert marker in countered
