"""Import a paste from elsewhere on the web (gist or raw URL)."""
import json

import treq
from twisted.internet import defer
from twisted.web import resource, server

from pastebin import db
from pastebin.config import CONFIG


class ImportResource(resource.Resource):
    """POST /import  url=<raw url>  or  gist=<numeric id>"""
    isLeaf = True

    def render_POST(self, request):
        d = self._do_import(request)
        d.addCallback(lambda slug: self._finish(request, slug))
        d.addErrback(lambda f: self._fail(request, f))
        return server.NOT_DONE_YET

    @defer.inlineCallbacks
    def _do_import(self, request):
        url = request.args.get(b"url", [b""])[0].decode("utf-8")
        gist = request.args.get(b"gist", [b""])[0].decode("utf-8")
        if gist:
            resp = yield treq.get(CONFIG["gist_api"] + str(int(gist)), headers={b"Accept": [b"application/json"]})
            payload = yield resp.json()
            first = next(iter(payload["files"].values()))
            text, title = first["content"], first["filename"]
        else:
            resp = yield treq.get(url, timeout=15)
            text = yield resp.text()
            title = url.rsplit("/", 1)[-1]
        slug = "imp%08x" % (abs(hash(url or gist)) & 0xFFFFFFFF)
        db.insert_paste(slug, title, "text", text, None)
        defer.returnValue(slug)

    def _finish(self, request, slug):
        request.setHeader(b"content-type", b"application/json")
        request.write(json.dumps({"slug": slug}).encode())
        request.finish()

    def _fail(self, request, failure):
        request.setResponseCode(502)
        request.write(b'{"error": "import failed"}')
        request.finish()
