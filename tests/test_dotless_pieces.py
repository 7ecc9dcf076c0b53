"""A piece of a client's text cut at its dots (an upload's extension as `filename.rsplit(".", 1)[-1]`) holds no ".",
so no "..": written into a file name after fixed text (`f"{uuid}.{ext}"`), it cannot lead out of the folder. First
in a path it may still be "/etc/passwd", a piece that keeps dots may be "..", and a call that decodes it or strips
the text before it takes the clearance back."""

from __future__ import annotations

from tests.builtin_support import markers_raised

UPLOADS = """
    import os
    import uuid
    from urllib.parse import unquote

    from flask import Flask, request

    app = Flask(__name__)
    UPLOADS = "/srv/uploads"


    @app.route("/upload", methods=["POST"])
    def upload():
        f = request.files["file"]
        ext = f.filename.rsplit(".", 1)[-1].lower()
        f.save(os.path.join(UPLOADS, f"{uuid.uuid4().hex}.{ext}"))  # f-string
        f.save(os.path.join(UPLOADS, uuid.uuid4().hex + "." + ext))  # concatenation
        f.save(os.path.join(UPLOADS, "%s.%s" % (uuid.uuid4().hex, f.filename.split(".")[-1])))  # printf
        f.save(os.path.join(UPLOADS, "x-" + f.filename.partition(".")[0]))  # partition
        f.save(os.path.join(UPLOADS, ext))  # alone
        f.save(os.path.join(UPLOADS, ext + ".bin"))  # first
        f.save(os.path.join(UPLOADS, "x-" + f.filename.rsplit(".", 1)[0]))  # head
        f.save(os.path.join(UPLOADS, "x-" + f.filename.split(".", 1)[-1]))  # tail
        f.save(os.path.join(UPLOADS, "x-" + unquote(ext)))  # decoded
        f.save(os.path.join(UPLOADS, ("x-" + ext).lstrip("x-")))  # stripped
        return "ok"
    """


def test_a_piece_cut_at_dots_after_fixed_text_cannot_lead_out() -> None:
    raised = markers_raised({"app.py": UPLOADS}, "path-traversal")
    assert {"f-string", "concatenation", "printf", "partition"}.isdisjoint(raised)


def test_first_in_the_path_it_may_be_absolute() -> None:
    assert {"alone", "first"} <= markers_raised({"app.py": UPLOADS}, "path-traversal")


def test_a_piece_that_keeps_dots_is_still_judged() -> None:
    assert {"head", "tail"} <= markers_raised({"app.py": UPLOADS}, "path-traversal")


def test_decoding_it_or_stripping_the_text_before_it_takes_the_clearance_back() -> None:
    assert {"decoded", "stripped"} <= markers_raised({"app.py": UPLOADS}, "path-traversal")


HELPER = """
    import os

    TMP = "/var/tmp/app"


    def save_file(folder, instance_id, upload):
        extension = upload.filename.split(".")[-1].lower()
        path = os.path.join(folder, "upload-%s.%s" % (instance_id, extension))
        upload.save(path)  # helper-save
        return path


    def save_whole(folder, upload):
        path = os.path.join(folder, "up-" + upload.filename)
        upload.save(path)
        return path
    """

CALLER = """
    import os
    from urllib.parse import unquote

    from flask import Flask, request

    from helpers import save_file, save_whole

    app = Flask(__name__)


    @app.route("/attach/<int:item>", methods=["POST"])
    def attach(item):
        path = save_file("/var/tmp/app", str(item), request.files["file"])
        os.remove(path)  # returned
        os.remove(unquote(path))  # returned-decoded
        whole = save_whole("/var/tmp/app", request.files["file"])
        os.remove(whole)  # returned-whole
        return "ok"
    """


def test_a_helper_that_cuts_a_callers_value_at_its_dots_returns_a_path_that_cannot_climb() -> None:
    """At the helper's own sink and in the path it returns; a decoding after the call, or a helper that writes the
    whole name, still counts."""
    raised = markers_raised({"helpers.py": HELPER, "app.py": CALLER}, "path-traversal")
    assert {"helper-save", "returned"}.isdisjoint(raised)
    assert {"returned-decoded", "returned-whole"} <= raised


REVIEWED = """
    import os
    import uuid

    from flask import Flask, request

    app = Flask(__name__)
    UPLOADS = "/srv/uploads"


    @app.route("/upload", methods=["POST"])
    def upload():
        f = request.files["file"]
        name, ext = f.filename.rsplit(".", 1)
        f.save(os.path.join(UPLOADS, uuid.uuid4().hex + "." + ext))  # unpacked-tail
        f.save(os.path.join(UPLOADS, "x-" + name))  # unpacked-head
        f.save(os.path.join(UPLOADS, "{}.{}".format(uuid.uuid4().hex, ext)))  # format
        f.save(os.path.join(UPLOADS, "x-" + f.filename.rsplit(".", maxsplit=1)[-1]))  # keyword
        n = int(request.args["n"])
        f.save(os.path.join(UPLOADS, "x-" + f.filename.rsplit(".", n)[-1]))  # variable-maxsplit
        f.save(os.path.join(UPLOADS, "x-" + f.filename.split(".", 0)[0]))  # zero-maxsplit
        s = f.filename
        f.save(os.path.join(UPLOADS, f"lib-{s.split('.')[0]}.{s.split('.')[1]}.{s.split('.')[2]}"))  # dots-between
        f.save(os.path.join(UPLOADS, "x" + ext + ".."))  # dots-after
        return "ok"
    """


def test_the_common_spellings_of_an_extension_are_read_so() -> None:
    """`name, ext = filename.rsplit(".", 1)` (the tail only), `"{}.{}".format(...)`, `maxsplit=1`."""
    raised = markers_raised({"app.py": REVIEWED}, "path-traversal")
    assert {"unpacked-tail", "format", "keyword"}.isdisjoint(raised)
    assert "unpacked-head" in raised


def test_a_maxsplit_that_may_leave_the_text_whole_or_dots_around_the_piece_still_count() -> None:
    """A maxsplit of 0 or not written out keeps the text whole; pieces joined with dots between them, or dots after
    one, may make a ".." of an empty piece."""
    raised = markers_raised({"app.py": REVIEWED}, "path-traversal")
    assert {"variable-maxsplit", "zero-maxsplit", "dots-between", "dots-after"} <= raised


STEMS = """
    import os
    import re
    import uuid

    from flask import Flask, request

    app = Flask(__name__)
    UP = "/srv/uploads"


    @app.route("/upload", methods=["POST"])
    def upload():
        f = request.files["file"]
        stem = re.sub(r"[^\\w.-]", "_", request.form["name"])
        ext = f.filename.rsplit(".", 1)[-1]
        f.save(os.path.join(UP, f"{stem}.{ext}"))  # client-stem
        f.save(os.path.join(UP, "{}.{}".format(stem, ext)))  # client-stem-format
        dotted = "." + ext
        f.save(os.path.join(UP, stem + dotted))  # dotted-name
        f.save(os.path.join(UP, f"{uuid.uuid4().hex}.{ext}"))  # program-stem
        return "ok"
    """


def test_one_dot_before_the_piece_needs_a_value_the_program_made_before_it() -> None:
    """A client's stem may be "." itself: "." + "." + "" makes "..", and `"/cron"` after it leads out."""
    raised = markers_raised({"app.py": STEMS}, "path-traversal")
    assert {"client-stem", "client-stem-format", "dotted-name"} <= raised
    assert "program-stem" not in raised
