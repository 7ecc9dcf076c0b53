"""An in-memory file object made from a value (`io.BytesIO(data)`) names no file: handed to `open()` or a path API,
it is not a path built from the value. Its contents still count where a file object is parsed (a pickle, XML), and
whatever is read back out of it (a read, its lines, a CSV reader over it) is the value again."""

from __future__ import annotations

from tests.builtin_support import MemoryView, line_of, raised

PARSER = """
    from io import BytesIO

    from pkg import probe


    class Parser:
        def __init__(self, filename, data=None):
            if data is None:
                source = filename
            else:
                source = BytesIO(data)
            self.encrypted = probe.is_encrypted(source)


    def sniff(filename, data=None):
        source = filename if data is None else BytesIO(data)
        with open(source, "rb") as handle:
            return handle.read(8)
    """

PROBE = """
    def is_encrypted(some_file):
        if hasattr(some_file, "read"):
            handle = some_file
        else:
            handle = open(some_file, "rb")
        return handle.read(4) == b"ENC!"
    """

VIEWS = """
    import csv
    import io
    import pickle
    import sqlite3

    from flask import Flask, request

    from pkg.parser import Parser, sniff

    app = Flask(__name__)


    @app.route("/scan", methods=["POST"])
    def scan():
        return str(Parser("upload", data=request.get_data()).encrypted)


    @app.route("/sniff", methods=["POST"])
    def sniff_upload():
        return sniff("upload", data=request.get_data())


    @app.route("/scan-named", methods=["POST"])
    def scan_named():
        return str(Parser(request.form["name"]).encrypted)


    @app.route("/restore", methods=["POST"])
    def restore():
        return str(pickle.load(io.BytesIO(request.get_data())))


    @app.route("/import", methods=["POST"])
    def import_rows():
        db = sqlite3.connect("app.db")
        for row in csv.reader(io.StringIO(request.get_data(as_text=True))):
            db.execute("INSERT INTO items VALUES ('%s')" % row[0])
        return "ok"


    @app.route("/lines", methods=["POST"])
    def lines():
        db = sqlite3.connect("app.db")
        for line in io.StringIO(request.get_data(as_text=True)):
            db.execute("DELETE FROM items WHERE name = '%s'" % line)
        return "ok"


    @app.route("/name", methods=["POST"])
    def read_name():
        name = io.StringIO(request.get_data(as_text=True)).read().strip()
        return open(name).read()
    """


def _view() -> MemoryView:
    return MemoryView({"pkg/__init__.py": "", "pkg/parser.py": PARSER, "pkg/probe.py": PROBE, "app.py": VIEWS})


def _raised(category: str) -> list[tuple[str, int]]:
    return [(f.locations[0].path, f.locations[0].start_line) for f in raised(_view(), "taint")
            if f.category == category]


def test_an_upload_wrapped_in_bytesio_is_no_path_where_a_helper_opens_its_argument() -> None:
    findings = [f for f in raised(_view(), "taint") if f.category == "path-traversal"]
    claims = " ".join(f.claim for f in findings)
    assert "request.get_data()" not in claims
    # the same helper reached with a name the request gives still opens an attacker's path
    assert "request.form" in claims


def test_a_value_in_a_file_object_still_counts_where_the_object_is_parsed() -> None:
    assert any(path == "app.py" for path, _ in _raised("unsafe-deserialization"))


def test_what_is_read_back_out_of_the_object_is_the_value_again() -> None:
    view = _view()
    sql = set(_raised("sql-injection"))
    # a CSV reader over the object, and a loop over its lines
    assert ("app.py", line_of(view, "app.py", "INSERT INTO items")) in sql
    assert ("app.py", line_of(view, "app.py", "DELETE FROM items")) in sql
    # .read() of the object, opened as a path
    assert ("app.py", line_of(view, "app.py", "return open(name)")) in set(_raised("path-traversal"))
