import hashlib
import mimetypes
import os

from .response import Response, not_found


def _file_response(path):
    with open(path, "rb") as fh:
        data = fh.read()
    ctype = mimetypes.guess_type(path)[0] or "application/octet-stream"
    resp = Response(data, content_type=ctype)
    resp.add_header("ETag", '"%s"' % hashlib.md5(data).hexdigest())
    return resp


def serve_file(root, environ, prefix="/static/"):
    """Serve PATH_INFO below ``prefix`` from ``root``."""
    rel = environ.get("PATH_INFO", "")[len(prefix):]
    path = os.path.join(root, rel)
    if not os.path.isfile(path):
        return not_found()
    return _file_response(path)


def serve_file_confined(root, environ, prefix="/static/"):
    rel = environ.get("PATH_INFO", "")[len(prefix):]
    root = os.path.realpath(root)
    path = os.path.realpath(os.path.join(root, rel))
    if os.path.commonpath([root, path]) != root or not os.path.isfile(path):
        return not_found()
    return _file_response(path)
