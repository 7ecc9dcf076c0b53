"""Minimal WSGI concordance server: ``python -m glossa.server memory.tmx``."""
import html
import json
import sys
import tempfile
from urllib.parse import parse_qs

from . import filters, index, query, tbx, tmx
from .store import TMStore


class GlossaApp:
    def __init__(self, tmx_path, store_path=":memory:"):
        self.tree = tmx.load(tmx_path)
        self.store = TMStore(store_path)
        self.langs = query.languages(self.tree)
        self.index = None
        self.glossary = []

    def __call__(self, environ, start_response):
        path = environ.get("PATH_INFO", "/")
        qs = {k: v[-1] for k, v in parse_qs(environ.get("QUERY_STRING", "")).items()}
        routes = {
            "/search": self.search,
            "/suggest": self.suggest,
            "/concordance": self.concordance,
            "/glossary": self.upload_glossary,
            "/admin/reload-index": self.reload_index,
        }
        handler = routes.get(path)
        if handler is None:
            return self._send(start_response, "404 Not Found", "text/plain", "not found")
        return handler(environ, qs, start_response)

    def _send(self, start_response, status, ctype, body):
        data = body.encode("utf-8")
        start_response(status, [("Content-Type", f"{ctype}; charset=utf-8"), ("Content-Length", str(len(data)))])
        return [data]

    def _json(self, start_response, payload):
        return self._send(start_response, "200 OK", "application/json", json.dumps(payload, ensure_ascii=False))

    def search(self, environ, qs, start_response):
        lang = qs.get("lang", "en")
        if lang not in self.langs:
            return self._send(start_response, "400 Bad Request", "text/html", f"<p>Unknown language: {lang}</p>")
        hits = query.find_segments(self.tree, lang, qs.get("q", ""))
        segs = [tmx.segment_dict(tu, lang) for tu in hits]
        if qs.get("where"):
            segs = [s for s in segs if filters.make_filter(qs["where"])(s)]
        return self._json(start_response, segs)

    def suggest(self, environ, qs, start_response):
        rows = self.store.search_prefix(qs.get("prefix", ""), qs.get("lang", "en"))
        return self._json(start_response, [{"src": s, "tgt": t} for s, t in rows])

    def concordance(self, environ, qs, start_response):
        term = qs.get("q", "")
        rows = self.store.search(term, qs.get("lang", "en"))
        items = "".join(f"<li>{html.escape(src)} &rarr; {html.escape(tgt)}</li>" for src, tgt in rows)
        return self._send(start_response, "200 OK", "text/html", f"<h2>{html.escape(term)}</h2><ul>{items}</ul>")

    def upload_glossary(self, environ, qs, start_response):
        length = int(environ.get("CONTENT_LENGTH") or 0)
        with tempfile.TemporaryFile() as fh:
            fh.write(environ["wsgi.input"].read(length))
            fh.seek(0)
            self.glossary = tbx.load_termbase(fh)
        return self._json(start_response, {"entries": len(self.glossary)})

    def reload_index(self, environ, qs, start_response):
        self.index = index.fetch_index(qs["url"])
        return self._json(start_response, {"reloaded": True})


def serve(tmx_path, host="127.0.0.1", port=8077):
    from wsgiref.simple_server import make_server

    app = GlossaApp(tmx_path)
    with make_server(host, port, app) as httpd:
        print(f"glossa serving {tmx_path} on http://{host}:{port}/")
        httpd.serve_forever()


if __name__ == "__main__":
    serve(sys.argv[1], port=int(sys.argv[2]) if len(sys.argv) > 2 else 8077)
