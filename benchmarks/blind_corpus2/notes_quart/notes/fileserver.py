"""`python -m notes.fileserver` - shares SHARE_ROOT on the LAN for the e-ink reader."""
import http.server
import os
import posixpath
from urllib.parse import unquote, urlsplit

from . import config


class ShareHandler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        rel = unquote(urlsplit(self.path).path)
        full = config.SHARE_ROOT + rel
        if os.path.isdir(full):
            self.send_error(403)
            return
        try:
            with open(full, "rb") as fh:
                data = fh.read()
        except OSError:
            self.send_error(404)
            return
        self.send_response(200)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


class StaticHandler(http.server.SimpleHTTPRequestHandler):
    """Serves /static via the stdlib handler, whose translate_path drops '..' segments."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, directory=os.path.join(config.SHARE_ROOT, "static"), **kwargs)


def normalise(path):
    return posixpath.normpath(unquote(path))


if __name__ == "__main__":
    http.server.ThreadingHTTPServer(("0.0.0.0", 8765), ShareHandler).serve_forever()
