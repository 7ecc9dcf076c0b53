"""Results board for the screen in the race HQ tent (http.server on port 8008)."""
import html
import os
import posixpath
from http.server import BaseHTTPRequestHandler
from urllib.parse import parse_qs, unquote, urlsplit

STATIC = "/opt/chiptime/static"
SPONSORS = "/opt/chiptime/sponsors"


class BoardHandler(BaseHTTPRequestHandler):
    store = None

    def _send(self, body, ctype="text/html; charset=utf-8"):
        self.send_response(200)
        self.send_header("Content-Type", ctype)
        self.end_headers()
        self.wfile.write(body if isinstance(body, bytes) else body.encode())

    def do_GET(self):
        url = urlsplit(self.path)
        if url.path.startswith("/static/"):
            with open(os.path.join(STATIC, unquote(url.path[len("/static/"):])), "rb") as fh:
                return self._send(fh.read(), "application/octet-stream")
        if url.path.startswith("/sponsors/"):
            rel = posixpath.normpath(unquote(url.path[len("/sponsors/"):])).lstrip("/")
            if rel.startswith(".."):
                self.send_error(404)
                return
            with open(os.path.join(SPONSORS, rel), "rb") as fh:
                return self._send(fh.read(), "image/png")
        if url.path == "/find":
            bib = parse_qs(url.query).get("bib", [""])[0]
            return self._send(f"<p>Looking up bib {html.escape(bib)}...</p>")
        rows = "".join(f"<tr><td>{r['bib']}</td><td>{r['name']}</td><td>{r['club']}</td><td>{r['elapsed']:.1f}</td><td>{r['note'] or ''}</td></tr>" for r in self.store.results())
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Set-Cookie", "board_theme=dark; Path=/; Max-Age=86400")
        self.end_headers()
        self.wfile.write(f"<table>{rows}</table>".encode())
