"""A route's one-segment capture in a file path (taint_segments).

Flask's `<name>`, Django's `<str:name>` and FastAPI's `{name}` hold no "/". Beside fixed text in one file name
(`f"{name}.png"`) such a value is never "." or "..", and in a path that ends in a file name the program wrote
(`join(ROOT, name, "index.html")`, `send_from_directory(folder, "last.png")`) a ".." climbs one folder, to a file
of that fixed name. Each has its cases where the capture still counts: the capture alone as the file name, or
as the last folder of a path whose file the client names; a capture decoded (`unquote`, `b64decode`), changed
(`replace`) or resolved (`realpath`), before or after the fixed text is added; a path that climbs to a fixed name
and is written or removed (`rmtree(join(ROOT, name, "cache"))`), or whose fixed name is dropped again (`dirname`,
`.parent`); a Sanic route that unquotes its captures; a `<path:...>` capture or a query value, which may
hold "/"; text made of dots only; another untrusted value beside it; a Tornado or aiohttp capture, which the
framework decodes after matching.
"""

from __future__ import annotations

import pytest

from agent_providers.builtin.route_patterns import ONE_SEGMENT, captures
from tests.builtin_support import MemoryView, judge_at, markers_raised
from tickets.models import VerdictKind

FLASK = {
    "shots/views.py": """
        import base64
        import os
        import shutil
        from pathlib import Path
        from urllib.parse import unquote

        from flask import Flask, request, send_file, send_from_directory

        app = Flask(__name__)
        ROOT = "/srv/shots"


        @app.route("/png/<name>")
        def png(name):
            return send_file(os.path.join(ROOT, name + ".png"))  # suffix


        @app.route("/f/<string:name>")
        def fstring(name):
            return open(f"{ROOT}/thumb_{name}.jpg", "rb").read()  # fstring


        @app.route("/pc/<name>")
        def printf(name):
            return open("%s/%s.txt" % (ROOT, name)).read()  # printf


        @app.route("/fm/<name>")
        def formatted(name):
            return open("{}/{}.txt".format(ROOT, name)).read()  # format


        @app.route("/fd/<name>")
        def formatted_decoded(name):
            return open(unquote("{}/{}.txt".format(ROOT, name))).read()  # format decoded


        @app.route("/idx/<name>")
        def index(name):
            return send_file(os.path.join(ROOT, name, "index.html"))  # fixed file


        @app.route("/shot/<watch>")
        def shot(watch):
            return send_from_directory(os.path.join(ROOT, watch), "last-screenshot.png")  # served fixed


        @app.route("/err/<watch>")
        def error_shot(watch):
            shot_name = "last-error.png" if request.args.get("error") else "last-screenshot.png"
            return send_from_directory(os.path.join(ROOT, watch), shot_name)  # served constant


        @app.route("/raw/<name>")
        def raw(name):
            return send_file(os.path.join(ROOT, name))  # bare segment


        @app.route("/dots/<name>")
        def dots(name):
            return open(ROOT + "/." + name).read()  # dots only


        @app.route("/any/<path:rest>")
        def anything(rest):
            return send_file(os.path.join(ROOT, rest + ".png"))  # path capture


        @app.route("/q")
        def query():
            return send_file(os.path.join(ROOT, request.args["n"] + ".png"))  # query


        @app.route("/both/<name>")
        def both(name):
            return send_file(os.path.join(ROOT, name, request.args["f"], "index.html"))  # other value


        @app.route("/pick/<watch>")
        def pick(watch):
            return send_from_directory(os.path.join(ROOT, watch), request.args["f"])  # served chosen


        @app.route("/dec/<name>")
        def decoded(name):
            return send_file(os.path.join(ROOT, unquote(name) + ".png"))  # decoded


        @app.route("/res/<name>")
        def resolved(name):
            return send_file(os.path.realpath(os.path.join(ROOT, name)) + ".png")  # resolved


        @app.route("/late/<name>")
        def decoded_late(name):
            return open(os.path.join(ROOT, unquote(name + ".html"))).read()  # decoded after the suffix


        @app.route("/b64/<name>")
        def base64_name(name):
            return open(os.path.join(ROOT, base64.urlsafe_b64decode(name + "==").decode())).read()  # base64


        @app.route("/swap/<name>")
        def swapped(name):
            return open(os.path.join(ROOT, (name + ".json").replace("~", "/"))).read()  # replaced


        @app.route("/purge/<name>", methods=["DELETE"])
        def purge(name):
            shutil.rmtree(os.path.join(ROOT, name, "cache"))  # removed beside the root
            return ""


        @app.route("/wipe/<name>", methods=["DELETE"])
        def wipe(name):
            shutil.rmtree(os.path.dirname(os.path.join(ROOT, name, "index.html")))  # its folder removed
            return ""


        @app.route("/drop/<name>", methods=["DELETE"])
        def drop(name):
            shutil.rmtree((Path(ROOT) / name / "meta.json").parent)  # its parent removed
            return ""


        @app.route("/list/<name>")
        def listing(name):
            return send_file((Path(ROOT) / name / "index.html").parent)  # its parent served


        @app.route("/fmt/<name>")
        def formatted(name):
            template = request.args.get("t", "%s.txt")
            return open(os.path.join(ROOT, template % name)).read()  # a template the client sends


        @app.route("/twice/<name>")
        def twice(name):
            return open(os.path.join(ROOT, name, name + ".txt")).read()  # twice
        """,
}

FASTAPI = {
    "notes/api.py": """
        from fastapi import FastAPI
        from fastapi.responses import FileResponse

        app = FastAPI()


        @app.get("/notes/{slug}")
        def note(slug: str):
            return FileResponse(f"/srv/notes/{slug}.md")  # fastapi segment


        @app.get("/files/{rest:path}")
        def files(rest: str):
            return FileResponse(f"/srv/notes/{rest}.md")  # fastapi path
        """,
}

def test_a_segment_beside_fixed_text_or_before_a_fixed_file_name_leads_nowhere_else() -> None:
    raised = markers_raised(FLASK, "path-traversal")
    assert not raised & {"suffix", "fstring", "printf", "format", "fixed file", "served fixed", "served constant"}


def test_a_bare_segment_dots_a_path_capture_a_query_or_a_chosen_file_still_count() -> None:
    raised = markers_raised(FLASK, "path-traversal")
    assert {"bare segment", "dots only", "path capture", "query", "other value", "served chosen", "twice", "decoded",
            "resolved", "decoded after the suffix", "base64", "replaced", "removed beside the root",
            "its folder removed", "its parent removed", "its parent served", "a template the client sends",
            "format decoded"} <= raised


SANIC = {
    "handbook/app.py": """
        import os

        from sanic import Sanic, response

        app = Sanic("docs")
        ROOT = "/srv/docs"


        @app.route("/doc/<name>", unquote=True)
        async def doc(request, name):
            return await response.file(os.path.join(ROOT, name + ".md"))  # unquoted by the router


        @app.route("/page/<name>")
        async def page(request, name):
            return await response.file(os.path.join(ROOT, name + ".md"))  # matched as one segment
        """,
}


@pytest.mark.parametrize(("marker", "expected"), [
    ("# unquoted by the router", VerdictKind.CONFIRMED),
    ("# matched as one segment", VerdictKind.REFUTED),
])
def test_a_capture_the_router_unquotes_after_matching_still_counts(marker: str, expected: VerdictKind) -> None:
    verdict = judge_at(MemoryView(SANIC), "taint", "handbook/app.py", marker, "path-traversal")
    assert verdict.verdict is expected, verdict.reason


def test_fastapi_path_parameters_are_one_segment_unless_declared_a_path() -> None:
    raised = markers_raised(FASTAPI, "path-traversal")
    assert "fastapi segment" not in raised
    assert "fastapi path" in raised


def test_the_other_slots_finding_is_refuted_with_the_line_that_bounds_the_segment() -> None:
    view = MemoryView(FLASK)
    verdict = judge_at(view, "taint", "shots/views.py", "# fixed file", "path-traversal")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason
    assert "one-segment" in verdict.reason
    verdict = judge_at(view, "taint", "shots/views.py", "# bare segment", "path-traversal")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


@pytest.mark.parametrize(("pattern", "key", "segment"), [
    ("/p/<name>", "name", True),
    ("/p/<string:name>", "name", True),
    ("<str:code>/", "code", True),
    ("/p/<path:rest>", "rest", False),
    ("/b/<name:re:[^/]+>", "name", False),
    ("/albums/{album}", "album", False),  # aiohttp decodes a brace capture after matching
    (r"/files/([^/]+)", 0, False),
])
def test_which_captures_hold_one_segment(pattern: str, key: str | int, segment: bool) -> None:
    assert (ONE_SEGMENT in captures(pattern)[key]) is segment


HELPERS = {
    "uploads/views.py": """
        import os
        from urllib.parse import unquote

        from flask import Flask, request, send_file

        app = Flask(__name__)
        TMP = "/srv/tmp"


        def spool_path(item_id):
            name = "upload-%s.bin" % item_id
            return os.path.join(TMP, name)


        def save_upload(item_id):
            request.files["file"].save(os.path.join(TMP, "upload-%s.bin" % item_id))  # helper, in a name


        def save_twice(item_id):
            save_upload(item_id)


        def save_bare(item_id):
            request.files["file"].save(os.path.join(TMP, item_id))  # helper, the whole name


        def save_decoded(item_id):
            request.files["file"].save(os.path.join(TMP, "upload-%s.bin" % unquote(item_id)))  # helper, decoded


        def save_also_bare(item_id):
            request.files["file"].save(os.path.join(TMP, item_id, "upload-%s.bin" % item_id))  # helper, also a folder


        @app.route("/items/<item_id>/file", methods=["POST"])
        def upload(item_id):
            save_upload(item_id)
            save_twice(item_id)
            return send_file(spool_path(item_id))  # returned by a helper


        @app.route("/items/<item_id>/bare", methods=["POST"])
        def upload_bare(item_id):
            save_bare(item_id)
            save_decoded(item_id)
            save_also_bare(item_id)
            return "ok"

        """,
}


def test_a_segment_a_helper_writes_into_a_file_name_leads_nowhere_else() -> None:
    raised = markers_raised(HELPERS, "path-traversal")
    assert not raised & {"helper, in a name", "returned by a helper"}
    assert {"helper, the whole name", "helper, decoded", "helper, also a folder"} <= raised


@pytest.mark.parametrize("caller", [
    """
        @app.route("/built", methods=["POST"])
        def upload_built():
            save_upload("a/" + request.args["item"])  # built around the value, which may hold "/"
            return "ok"
    """,
    """
        @app.route("/query", methods=["POST"])
        def upload_query():
            save_upload(request.args["item"])  # a query value, not one segment
            return "ok"
    """,
    """
        @app.route("/spool/<item_id>")
        def spool(item_id):
            return send_file(unquote(spool_path(item_id)))  # what the helper returned, decoded
    """,
    """
        def chunk_path(item_id, bucket):
            return os.path.join(TMP, bucket, "chunk-%s.bin" % item_id)


        @app.route("/chunks/<bucket>/<item_id>")
        def chunk(bucket, item_id):
            key = (item_id, bucket)
            return open(chunk_path(*key), "rb").read()  # spread into the helper, the folder among them
    """,
    """
        def workspace(item_id, prefix=""):
            return os.path.join(TMP, f"{prefix}-{item_id}".strip("-"))


        @app.route("/ws/<item_id>", methods=["DELETE"])
        def drop(item_id):
            os.remove(workspace(item_id))  # the fixed text stripped away again
    """,
    """
        @app.route("/bundle/<bundle>", methods=["DELETE"])
        def drop_bundle(bundle):
            archive = os.path.join(TMP, f"{bundle}.zip")
            os.rmdir(archive[:-4])  # the fixed text cut away again
    """,
    """
        from pathlib import Path


        @app.route("/unpacked/<bundle>", methods=["DELETE"])
        def drop_unpacked(bundle):
            os.rmdir(os.path.join(TMP, Path(f"{bundle}.zip").stem))  # the fixed suffix dropped by the stem
    """,
    """
        @app.route("/padded/<item_id>", methods=["DELETE"])
        def drop_padded(item_id):
            os.rmdir(os.path.join(TMP, f"{item_id} ".strip()))  # the fixed space stripped away
    """,
])
def test_a_helper_given_a_value_that_may_hold_a_slash_still_counts(caller: str) -> None:
    files = {"uploads/views.py": HELPERS["uploads/views.py"] + caller}
    marker = next(line.partition("# ")[2] for line in caller.splitlines() if "# " in line)
    raised = markers_raised(files, "path-traversal")
    assert "helper, in a name" in raised or marker in raised


def test_text_nested_deep_is_re_read_once_per_level_not_twice(monkeypatch) -> None:
    """A parameter's place in a path is read from the pieces of the outermost text only (pieces read quietly are not
    bounded again): bounding every level again doubled the work per level of nesting (past ten minutes at 24)."""
    from agent_providers.builtin.taint_expr import ExprEvaluator

    calls = []
    original = ExprEvaluator.text_pieces

    def counted(self, node, state):
        calls.append(node)
        return original(self, node, state)

    monkeypatch.setattr(ExprEvaluator, "text_pieces", counted)
    text = "(name % name)"
    for level in range(12):
        text = f'("<td{level}>" + {text} % name)'
    markers_raised({"pages/html.py": f'import os\n\n\ndef build(name):\n    return os.path.join("/srv", {text})\n'},
                   "path-traversal")
    assert 0 < len(calls) < 4 * 25  # one call per `+` and `%` at most, and not 2 ** 12


PASSED_ON = {
    "previews/store.py": """
        import os
        import shutil
        from urllib.parse import unquote

        STORE = "/srv/store"


        def add_file(prefix, key, path):
            with open(path, "rb") as fd:  # read as given
                return fd.read()


        def add_copy(path):
            shutil.copyfile(path, os.path.join(STORE, "latest.bin"))  # copied as given


        def add_under(path):
            os.remove(os.path.join(STORE, path))  # joined under another folder


        def relay(path):
            return add_copy(path)


        def add_decoded(path):
            with open(unquote(path), "rb") as fd:  # decoded here
                return fd.read()


        def add_moved(path):
            os.rename(path, os.path.join(STORE, "moved.bin"))  # moved after a helper decoded it


        def relay_decoded(path):
            return add_moved(unquote(path))


        def split_ext(path):
            dot = path.rfind(".")
            return path[:dot], path[dot:]


        def remove_tiles(path):
            tiles, _ = split_ext(path)
            shutil.rmtree(tiles)  # cut by a helper it calls


        def drop_cut(path):
            shutil.rmtree(path[:-4])  # cut after the route wrote it


        def drop_as_written(path):
            os.remove(path)  # removed as the route wrote it


        def add_trimmed(path):
            os.remove(path[:-4])  # its suffix cut here


        def add_parent(path):
            shutil.rmtree(os.path.dirname(path))  # its folder removed here
        """,
    "previews/resources.py": """
        import os

        from flask import Flask

        from previews import store

        app = Flask(__name__)
        TMP = "/srv/tmp"


        def save_preview(instance_id):
            file_path = os.path.join(TMP, f"{instance_id}.png")
            store.add_file("previews", instance_id, file_path)
            store.add_copy(file_path)
            store.add_under(f"cache-{instance_id}.bin")
            store.relay(os.path.join(TMP, f"preview-{instance_id}.png"))


        def save_changed(instance_id):
            store.add_decoded(os.path.join(TMP, f"{instance_id}.png"))
            store.add_trimmed(os.path.join(TMP, f"cache-{instance_id}.png"))
            store.add_parent(os.path.join(TMP, instance_id, f"{instance_id}.png"))
            store.relay_decoded(os.path.join(TMP, f"moved-{instance_id}.png"))
            store.remove_tiles(os.path.join(TMP, f"{instance_id}.zip"))


        @app.route("/previews/<instance_id>", methods=["POST"])
        def upload(instance_id):
            save_preview(instance_id)
            save_changed(instance_id)
            store.drop_cut(os.path.join(TMP, f"{instance_id}.zip"))
            store.drop_as_written(os.path.join(TMP, f"{instance_id}.zip"))
            return "ok"
        """,
}


def test_a_name_a_helper_wrote_stays_a_name_in_the_helpers_it_hands_the_path_to() -> None:
    """`save_preview` writes the capture into a file name and hands the path to `store`: a sink reading that path
    as it was given (opened, copied, joined under another folder, through one more helper) reads that file name."""
    raised = markers_raised(PASSED_ON, "path-traversal")
    assert not raised & {"read as given", "copied as given", "joined under another folder",
                         "removed as the route wrote it"}


def test_a_path_the_next_helper_decodes_trims_or_cuts_to_its_folder_still_counts() -> None:
    raised = markers_raised(PASSED_ON, "path-traversal")
    assert {"decoded here", "its suffix cut here", "its folder removed here", "moved after a helper decoded it",
            "cut by a helper it calls", "cut after the route wrote it"} <= raised
