"""What a program writes into a temporary file is the file's contents, not its name.

`tmp.write(form["value"])` then `os.unlink(tmp.name)` removes the file tempfile named: no client chose that path.
Read back, through the handle or by opening the name again, the contents are the client's once more. An in-memory
file (`io.BytesIO()`) is a file object too: sent whole (`send_file(buffer)`), it names no path; what is written into
it still counts wherever it is read (a helper's `fileobj.read()`) or served (a response's body).
"""

from __future__ import annotations

from tests.builtin_support import markers_raised

FILES = {
    "check.py": """
        import io
        import os
        import pickle
        import tempfile

        import yaml
        from flask import Flask, Response, request, send_file

        app = Flask(__name__)


        @app.route("/check", methods=["POST"])
        def check():
            with tempfile.NamedTemporaryFile(mode="w+", delete=False) as draft:
                draft.write(request.form["value"])
            try:
                yaml.safe_load(open(draft.name))  # the draft's name opened
            finally:
                os.unlink(draft.name)  # the draft's name removed
            return "ok"


        @app.route("/handle", methods=["POST"])
        def handle():
            spool = tempfile.NamedTemporaryFile(mode="wb+", delete=False)
            spool.write(request.data)
            spool.seek(0)
            return pickle.load(spool)  # read back through the handle


        @app.route("/reopen", methods=["POST"])
        def reopen():
            spool = tempfile.NamedTemporaryFile(mode="wb+", delete=False)
            spool.write(request.data)
            spool.close()
            return pickle.load(open(spool.name, "rb"))  # read back by its name


        @app.route("/note")
        def note():
            buffer = io.BytesIO()
            buffer.write(request.args["text"].encode())
            buffer.seek(0)
            return send_file(buffer, download_name="note.txt")  # an in-memory file sent


        @app.route("/named")
        def named():
            buffer = io.BytesIO()
            buffer.write(request.args["text"].encode())
            return send_file(buffer.getvalue().decode())  # its contents read back as a path


        def serve_named(fileobj):
            return send_file(os.path.join("/srv/files", fileobj.read().decode()))  # a helper reads it as a path


        @app.route("/handed", methods=["POST"])
        def handed():
            buffer = io.BytesIO()
            buffer.write(request.data)
            buffer.seek(0)
            return serve_named(buffer)


        @app.route("/page")
        def page():
            buffer = io.BytesIO()
            buffer.write(("<p>" + request.args["q"] + "</p>").encode())
            buffer.seek(0)
            return Response(buffer, mimetype="text/html")  # served as the page
        """,
}


def test_a_temporary_files_name_carries_none_of_what_was_written_into_it() -> None:
    raised = markers_raised(FILES, "path-traversal")
    assert not raised & {"the draft's name opened", "the draft's name removed", "an in-memory file sent"}
    assert {"its contents read back as a path", "a helper reads it as a path"} <= raised
    assert "served as the page" in markers_raised(FILES, "xss")


def test_what_was_written_is_the_clients_again_when_read_back() -> None:
    assert {"read back through the handle", "read back by its name"} <= markers_raised(FILES, "unsafe-deserialization")
