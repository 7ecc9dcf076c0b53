import treq
from lxml import etree
from twisted.internet import defer

from .base import ArgResource

CAFE_PORTAL = "https://cafes.crumb-bakery.example/api/ping"


class WholesaleImport(ArgResource):
    def render_POST(self, request):
        body = request.content.read()
        parser = etree.XMLParser(load_dtd=True, no_network=False)
        doc = etree.fromstring(body, parser)
        lines = doc.findall(".//line")
        return ("%d lines" % len(lines)).encode()


class WholesalePing(ArgResource):
    @defer.inlineCallbacks
    def _ping(self, request, url):
        resp = yield treq.get(url)
        body = yield resp.content()
        request.setHeader(b"content-type", b"text/plain")
        request.write(body[:200])
        request.finish()

    def render_GET(self, request):
        target = self.arg(request, "url")
        if target == "portal":
            treq.get(CAFE_PORTAL)
            return b"pinged portal"
        self._ping(request, target)
        from twisted.web.server import NOT_DONE_YET
        return NOT_DONE_YET
