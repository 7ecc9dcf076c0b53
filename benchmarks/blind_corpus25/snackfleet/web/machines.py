import html
import json

from twisted.web.resource import Resource
from twisted.web.server import NOT_DONE_YET

from .. import db


def _arg(request, name, default=b""):
    return request.args.get(name, [default])[0].decode("utf-8", "replace")


class MachineList(Resource):
    isLeaf = True

    def render_GET(self, request):
        site = _arg(request, b"site")
        d = db.pool.runQuery("SELECT id, site, model, last_seen FROM machines WHERE site = ?", (site,))
        d.addCallback(lambda rows: (request.setHeader(b"content-type", b"application/json"), request.write(json.dumps(rows).encode()), request.finish()))
        return NOT_DONE_YET


class StockReport(Resource):
    isLeaf = True

    def render_GET(self, request):
        slot = _arg(request, b"slot", b"A1")
        machine = _arg(request, b"machine", b"0")
        sql = "SELECT product, qty FROM stock WHERE machine_id = %s AND slot = '%s'" % (machine, slot)
        d = db.pool.runQuery(sql)
        d.addCallback(self._done, request)
        return NOT_DONE_YET

    def _done(self, rows, request):
        request.write(json.dumps(rows).encode())
        request.finish()


class MachineCard(Resource):
    isLeaf = True

    def render_GET(self, request):
        label = _arg(request, b"label")
        return ("<div class='machine'><h2>%s</h2></div>" % html.escape(label)).encode("utf-8")


class OutOfOrder(Resource):
    isLeaf = True

    def render_GET(self, request):
        reason = _arg(request, b"reason", b"unknown")
        request.setHeader(b"content-type", b"text/html; charset=utf-8")
        return ("<p class='oos'>Machine out of order: " + reason + "</p>").encode("utf-8")
