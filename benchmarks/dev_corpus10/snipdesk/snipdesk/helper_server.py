"""Loopback HTTP helper so the browser extension can talk to SnipDesk."""
import base64
import html
import json
import os
import pickle
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

from . import plugins
from .editor import open_with_default_app
from .settings import CONFIG_DIR
from .sync import fetch_raw

FILES_DIR = CONFIG_DIR / "files"


class HelperHandler(BaseHTTPRequestHandler):
    store = None

    def _send(self, code, body, ctype="application/json", headers=None):
        data = body.encode() if isinstance(body, str) else body
        self.send_response(code)
        self.send_header("Content-Type", ctype)
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        url = urlparse(self.path)
        q = {k: v[0] for k, v in parse_qs(url.query).items()}
        if url.path == "/search":
            rows = self.store.search(q.get("q", ""))
            return self._send(200, json.dumps(rows))
        if url.path == "/view":
            snip = self.store.get(int(q.get("id", "0")))
            page = "<h2>%s</h2><pre>%s</pre><p>%s</p>" % (html.escape(snip[1]), html.escape(snip[3]), q.get("note", ""))
            return self._send(200, page, "text/html")
        if url.path == "/file":
            path = os.path.join(FILES_DIR, q.get("name", ""))
            with open(path, "rb") as fh:
                return self._send(200, fh.read(), "application/octet-stream")
        if url.path == "/go":
            return self._send(302, "", headers={"Location": q.get("to", "/")})
        self._send(404, "{}")

    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        body = self.rfile.read(length)
        if self.path == "/clip":
            clip = pickle.loads(base64.b64decode(body))
            sid = self.store.add(clip.get("title", "clip"), clip.get("lang", "text"), clip.get("body", ""))
            return self._send(201, json.dumps({"id": sid}))
        if self.path == "/import":
            url = json.loads(body)["url"]
            text = fetch_raw(url)
            sid = self.store.add(url.rsplit("/", 1)[-1], "text", text)
            return self._send(201, json.dumps({"id": sid}))
        if self.path == "/plugins/install":
            plugins.install_from_url(json.loads(body)["url"])
            return self._send(204, "")
        if self.path == "/open":
            open_with_default_app(json.loads(body)["path"])
            return self._send(204, "")
        self._send(404, "{}")


def start(store, port):
    HelperHandler.store = store
    server = ThreadingHTTPServer(("127.0.0.1", port), HelperHandler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server
