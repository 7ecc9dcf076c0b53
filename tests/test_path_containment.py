"""A path checked to lie under a folder, in the branch where the check holds, is no traversal.

`if full.startswith(os.path.realpath(folder)) and ...: os.remove(full)` keeps the removal inside the folder when
one side of the test is normalised (realpath, abspath, normpath, resolve), and so does
`if ".." not in os.path.relpath(path, folder)` (or a failed `rel.startswith("..")` on a name last given that
relative path), and a test on a name last given a normalised path
(`full = os.path.realpath(...)`, then `if full.startswith(folder)`). A bare prefix of text proves nothing:
`join(FOLDER, name).startswith(FOLDER)` still lets `../` through, and `url.startswith("http")` is no host check.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

VIEWS = """
    import os
    from pathlib import Path

    import requests
    from flask import Flask, request

    app = Flask(__name__)
    FOLDER = "/srv/timelapse"


    @app.route("/timelapse/<filename>", methods=["DELETE"])
    def delete_timelapse(filename):
        full_path = os.path.realpath(os.path.join(FOLDER, filename))
        if full_path.startswith(os.path.realpath(FOLDER)) and os.path.exists(full_path):
            os.remove(full_path)
        return ""


    @app.route("/thumbs/<name>", methods=["DELETE"])
    def delete_thumb(name):
        thumb = Path(FOLDER) / name
        if thumb.resolve().is_relative_to(FOLDER):
            os.remove(thumb)
        return ""


    @app.route("/html/<path:page>")
    def html_page(page):
        html_path = os.path.abspath(os.path.join(FOLDER, page))
        if ".." not in os.path.relpath(html_path, FOLDER) and os.path.isfile(html_path):
            return open(html_path).read()
        return ""


    @app.route("/raw/<path:page>")
    def raw_page(page):
        raw_path = os.path.abspath(os.path.join(FOLDER, page))
        if ".." in os.path.relpath(raw_path, FOLDER):
            return open(raw_path).read()
        return ""


    @app.route("/plain/<filename>", methods=["DELETE"])
    def delete_plain(filename):
        plain_path = os.path.join(FOLDER, filename)
        if plain_path.startswith(FOLDER):
            os.remove(plain_path)
        return ""


    @app.route("/backups/<filename>", methods=["DELETE"])
    def delete_backup(filename):
        backup_path = os.path.realpath(os.path.join(FOLDER, filename))
        if backup_path.startswith(FOLDER) and os.path.exists(backup_path):
            os.remove(backup_path)
        return ""


    @app.route("/exports/<filename>", methods=["DELETE"])
    def delete_export(filename):
        export_path = os.path.realpath(os.path.join(FOLDER, filename))
        export_path = export_path + ".csv"
        if export_path.startswith(FOLDER):
            os.remove(export_path)
        return ""


    @app.route("/labels")
    def label():
        root = Path(FOLDER).resolve()
        label_path = (root / request.args["file"]).resolve()
        if root not in label_path.parents:
            return "", 404
        return open(label_path).read()


    @app.route("/stickers")
    def sticker():
        root = Path(FOLDER)
        sticker_path = root / request.args["file"]
        if root not in sticker_path.parents:
            return "", 404
        return open(sticker_path).read()


    @app.route("/sheets")
    def sheet():
        base = os.path.realpath(os.path.join(FOLDER, "sheets"))
        sheet_path = os.path.realpath(os.path.join(base, request.args["name"] + ".pdf"))
        if os.path.dirname(sheet_path) != base:
            return "", 404
        return open(sheet_path).read()


    @app.route("/scores")
    def score():
        base = os.path.join(FOLDER, "scores")
        score_path = os.path.join(base, request.args["name"])
        if os.path.dirname(score_path) != base:
            return "", 404
        return open(score_path).read()


    def verified(name):
        wanted = os.path.normpath(os.path.join(FOLDER, name))
        rel = os.path.relpath(wanted, FOLDER)
        if os.path.islink(wanted) or rel.startswith(".."):
            return None
        return wanted


    @app.route("/tasks/<path:name>")
    def task_file(name):
        task_path = verified(name)
        if task_path is None:
            return "", 404
        return open(task_path).read()


    @app.route("/notes/<path:name>")
    def note(name):
        note_path = os.path.join(FOLDER, name)
        rel = os.path.relpath(note_path, FOLDER)
        if rel.startswith(os.pardir):
            return open(note_path).read()
        return ""


    @app.route("/drafts/<path:name>")
    def draft(name):
        draft_path = os.path.join(FOLDER, name)
        rel = os.path.relpath(draft_path, FOLDER)
        rel = name
        if rel.startswith(".."):
            return "", 404
        return open(draft_path).read()


    @app.route("/sheets2/<path:name>")
    def sheet_moved(name):
        full = os.path.join(FOLDER, name)
        rel = os.path.relpath(full, FOLDER)
        full = request.args["other"]
        if rel.startswith(".."):
            return "", 404
        return open(full).read()  # the path checked was given another value since


    @app.route("/maps/<path:name>")
    def map_file(name):
        full = os.path.join(FOLDER, name)
        if request.args.get("fast"):
            rel = "ok"
        else:
            rel = os.path.relpath(full, FOLDER)
        if rel.startswith(".."):
            return "", 404
        return open(full).read()  # one branch never took the relative path


    @app.route("/fetch")
    def fetch():
        url = request.args["url"]
        if url.startswith("http"):
            return requests.get(url).text
        return ""
    """


@pytest.mark.parametrize("needle, category, expected", [
    ("os.remove(full_path)", "path-traversal", VerdictKind.REFUTED),
    ("os.remove(thumb)", "path-traversal", VerdictKind.REFUTED),
    ("open(html_path)", "path-traversal", VerdictKind.REFUTED),  # its path relative to the folder never climbs
    ("open(raw_path)", "path-traversal", VerdictKind.CONFIRMED),  # the branch where it may climb
    ("os.remove(plain_path)", "path-traversal", VerdictKind.CONFIRMED),  # `../` passes a textual prefix
    ("os.remove(backup_path)", "path-traversal", VerdictKind.REFUTED),  # a name holding a normalised path
    ("os.remove(export_path)", "path-traversal", VerdictKind.CONFIRMED),  # given a new value since
    ("open(label_path)", "path-traversal", VerdictKind.REFUTED),  # a resolved path whose parents hold the root
    ("open(sticker_path)", "path-traversal", VerdictKind.CONFIRMED),  # unresolved: root / "../x" has root above it
    ("open(sheet_path)", "path-traversal", VerdictKind.REFUTED),  # a resolved path whose folder is the base
    ("open(score_path)", "path-traversal", VerdictKind.CONFIRMED),  # unresolved: `base/..` has base for its folder
    ("open(note_path)", "path-traversal", VerdictKind.CONFIRMED),  # the branch where it climbs
    ("open(draft_path)", "path-traversal", VerdictKind.CONFIRMED),  # `rel` given another value since
    ("# the path checked was given another value since", "path-traversal", VerdictKind.CONFIRMED),
    ("# one branch never took the relative path", "path-traversal", VerdictKind.CONFIRMED),
    ("requests.get(url)", "ssrf", VerdictKind.CONFIRMED),  # a scheme's prefix is no host check
])
def test_a_normalised_path_checked_under_its_folder_is_contained(needle, category, expected):
    verdict = judge_at(MemoryView({"app/views.py": VIEWS}), "taint", "app/views.py", needle, category)
    assert verdict.verdict is expected, verdict.reason


def test_a_path_a_helper_returns_only_when_its_relative_path_does_not_climb_is_not_confirmed():
    verdict = judge_at(MemoryView({"app/views.py": VIEWS}), "taint", "app/views.py", "open(task_path)",
                       "path-traversal")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason


UPLOAD_UTILS = """
    import pathlib


    def format_upload_path(upload_path, name):
        base_path = pathlib.Path(upload_path).resolve()
        full_path = (base_path / name).resolve()
        try:
            full_path.relative_to(base_path)
        except ValueError as e:
            raise ValueError("Path traversal detected") from e
        return str(full_path)


    def logged_upload_path(upload_path, name):
        base_path = pathlib.Path(upload_path).resolve()
        full_path = (base_path / name).resolve()
        try:
            full_path.relative_to(base_path)
        except ValueError:
            print("outside the upload folder")  # logged, and used all the same
        return str(full_path)


    def unresolved_upload_path(upload_path, name):
        full_path = pathlib.Path(upload_path) / name
        try:
            full_path.relative_to(upload_path)  # `up/../x` is relative to `up` by its text
        except ValueError:
            raise
        return str(full_path)
    """

UPLOAD_VIEWS = """
    from flask import Flask, request

    from app import utils

    app = Flask(__name__)
    UPLOADS = "/srv/uploads"


    @app.route("/upload", methods=["POST"])
    def upload():
        with open(utils.format_upload_path(UPLOADS, request.form["index"]), "wb") as fh:
            fh.write(request.data)
        return ""


    @app.route("/logged", methods=["POST"])
    def logged():
        with open(utils.logged_upload_path(UPLOADS, request.form["index"]), "wb") as fh:
            fh.write(request.data)
        return ""


    @app.route("/unresolved", methods=["POST"])
    def unresolved():
        with open(utils.unresolved_upload_path(UPLOADS, request.form["index"]), "wb") as fh:
            fh.write(request.data)
        return ""
    """


@pytest.mark.parametrize("needle, confirmed", [
    ("open(utils.format_upload_path(", False),  # relative_to raised, and the handler raises
    ("open(utils.logged_upload_path(", True),  # the handler goes on with the path
    ("open(utils.unresolved_upload_path(", True),  # neither side resolved
])
def test_a_resolved_path_relative_to_its_folder_in_a_try_is_contained_past_it(needle, confirmed):
    view = MemoryView({"app/__init__.py": "", "app/utils.py": UPLOAD_UTILS, "app/views.py": UPLOAD_VIEWS})
    verdict = judge_at(view, "taint", "app/views.py", needle, "path-traversal")
    assert (verdict.verdict is VerdictKind.CONFIRMED) is confirmed, verdict.reason


RELATIVE_TO_VIEWS = """
    from pathlib import Path

    from flask import Flask, request

    app = Flask(__name__)
    ROOT = Path("/srv/pages")


    @app.route("/page")
    def page():
        target = (ROOT / request.args["name"]).resolve()
        rel = target.relative_to(ROOT)  # raises ValueError outside ROOT
        return open(target).read() + str(rel)


    @app.route("/raw")
    def raw():
        target = ROOT / request.args["name"]
        target.relative_to(ROOT)  # `ROOT/../x` is relative to ROOT by its text
        return open(target, "rb").read()
    """


REVIEWED_RELATIVE_TO = """
    import contextlib
    from pathlib import Path

    from flask import Flask, request

    app = Flask(__name__)
    ROOT = Path("/srv/pages")


    @app.route("/walk")
    def walk():
        target = (ROOT / request.args["name"]).resolve()
        target.relative_to(ROOT, walk_up=True)  # never raises
        return open(target, "rb").read()


    @app.route("/home")
    def home():
        target = (ROOT / request.args["name"]).expanduser()
        target.relative_to(ROOT)  # `..` still in it
        return open(target, "r").read()


    @app.route("/branch")
    def branch():
        target = ROOT / request.args["name"]
        if request.args.get("fast"):
            target = target.resolve()
        target.relative_to(ROOT)  # resolved on one path only
        return open(target, "rt").read()


    @app.route("/quiet")
    def quiet():
        target = (ROOT / request.args["name"]).resolve()
        with contextlib.suppress(ValueError):
            target.relative_to(ROOT)  # a failed check is swallowed
        return open(target, "rb", 0).read()


    @app.route("/based")
    def based():
        target = (ROOT / request.args["name"]).resolve()
        target.relative_to(request.args["base"])  # the client chose the folder
        return open(target, "r", 1).read()


    @app.route("/both")
    def both():
        target = ROOT / request.args["name"]
        if request.args.get("fast"):
            target = target.resolve()
        else:
            target = (ROOT / "cache" / request.args["name"]).resolve()
        target.relative_to(ROOT)  # resolved on every path
        return open(target, "rt", 1).read()
    """


@pytest.mark.parametrize("needle, confirmed", [
    ('return open(target, "rb").read()', True),
    ('return open(target, "r").read()', True),
    ('return open(target, "rt").read()', True),
    ('return open(target, "rb", 0)', True),
    ('return open(target, "r", 1)', True),
    ('return open(target, "rt", 1)', False),
])
def test_relative_to_proves_nothing_unresolved_swallowed_walking_up_or_under_the_clients_folder(needle, confirmed):
    view = MemoryView({"app/views.py": REVIEWED_RELATIVE_TO})
    verdict = judge_at(view, "taint", "app/views.py", needle, "path-traversal")
    assert (verdict.verdict is VerdictKind.CONFIRMED) is confirmed, verdict.reason


@pytest.mark.parametrize("needle, confirmed", [
    ("return open(target).read() + str(rel)", False),
    ('return open(target, "rb")', True),
])
def test_a_resolved_path_relative_to_its_folder_is_contained_past_the_call(needle, confirmed):
    view = MemoryView({"app/views.py": RELATIVE_TO_VIEWS})
    verdict = judge_at(view, "taint", "app/views.py", needle, "path-traversal")
    assert (verdict.verdict is VerdictKind.CONFIRMED) is confirmed, verdict.reason
