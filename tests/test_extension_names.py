"""A file name's extension holds no folder (taint_expr `extension_of`).

`os.path.splitext(name)` splits at the name's last dot: what follows holds neither a dot nor a separator, so the
extension is "", "." or ".pdf", never "..", whoever wrote the name. A path built from it alone, or from it beside
the program's own name, stays in the folder the program chose. The root (`splitext(name)[0]`) keeps every folder
the name had, and still counts.

A parameter reassigned from what the program fetched (`if not filename: filename = name_from(response)`) holds both
the caller's value and the fetched one: the extension clears the fetched name, and the caller's value keeps its own
course into the caller.
"""

from __future__ import annotations

from tests.builtin_support import markers_raised

FILES = {
    "uploads/views.py": """
        import os

        from flask import Flask, request

        app = Flask(__name__)
        ROOT = "/srv/uploads"


        @app.route("/a", methods=["POST"])
        def unpacked():
            _, ext = os.path.splitext(request.args["name"])
            return open(os.path.join(ROOT, "upload" + ext), "wb").write(request.data)  # unpacked extension


        @app.route("/b", methods=["POST"])
        def indexed():
            ext = os.path.splitext(request.args["name"])[1]
            return open(os.path.join(ROOT, "upload" + ext), "wb").write(request.data)  # indexed extension


        @app.route("/c", methods=["POST"])
        def root_kept():
            stem, _ = os.path.splitext(request.args["name"])
            return open(os.path.join(ROOT, stem + ".txt"), "wb").write(request.data)  # unpacked root


        @app.route("/d", methods=["POST"])
        def root_indexed():
            stem = os.path.splitext(request.args["name"])[0]
            return open(os.path.join(ROOT, stem), "wb").write(request.data)  # indexed root
        """,
    "uploads/fetched.py": """
        import os
        from email.message import EmailMessage

        import requests

        ROOT = "/srv/downloads"


        def name_from(response):
            message = EmailMessage()
            message["Content-Disposition"] = response.headers["Content-Disposition"]
            return message.get_filename()


        def save(url, filename=None):
            response = requests.get(url, timeout=10)
            if not filename:
                filename = name_from(response)
            _, ext = os.path.splitext(filename)
            with open(os.path.join(ROOT, "download" + ext), "wb") as out:  # fetched extension
                out.write(response.content)
            stem, _ = os.path.splitext(filename)
            with open(os.path.join(ROOT, stem), "wb") as out:  # fetched root
                out.write(response.content)
        """,
}


def test_an_extension_climbs_no_folder_and_the_root_still_counts() -> None:
    raised = markers_raised(FILES, "path-traversal")
    assert not raised & {"unpacked extension", "indexed extension"}
    assert {"unpacked root", "indexed root"} <= raised


def test_an_extension_of_a_parameter_given_a_fetched_name_clears_the_fetched_name_only() -> None:
    raised = markers_raised(FILES, "path-traversal")
    assert "fetched extension" not in raised
    assert "fetched root" in raised
