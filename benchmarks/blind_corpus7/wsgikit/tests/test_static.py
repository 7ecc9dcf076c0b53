import os

from wsgikit.static import serve_file_confined


def _call(app):
    status = {}
    body = app({}, lambda s, h, e=None: status.setdefault("s", s))
    return status["s"], b"".join(body)


def test_confined_blocks_traversal(tmp_path):
    (tmp_path / "a.txt").write_text("ok")
    resp = serve_file_confined(str(tmp_path), {"PATH_INFO": "/static/../../etc/passwd"})
    assert _call(resp)[0].startswith("404")


def test_confined_serves(tmp_path):
    (tmp_path / "a.txt").write_text("ok")
    resp = serve_file_confined(str(tmp_path), {"PATH_INFO": "/static/a.txt"})
    assert _call(resp)[1] == b"ok"
