import tornado.web
from tornado.escape import xhtml_escape

from ..base import BaseHandler
from ..remote import pull_buoy


class StationMixin:
    def load_context(self):
        code = self.path_kwargs.get("code")
        if code:
            self.context["station"] = self.storage.one("SELECT * FROM stations WHERE code = ?", code)


class StationListHandler(BaseHandler):
    def load_context(self):
        self.context["order"] = self.get_argument("order", "code")

    def get(self):
        rows = self.storage.all("SELECT code, name, region FROM stations ORDER BY " + self.context["order"])
        self.write({"stations": [dict(r) for r in rows]})


class StationPageHandler(StationMixin, BaseHandler):
    def get(self, code):
        station = self.context.get("station")
        if station is None:
            self.set_status(404)
            self.write("<p>Unknown station <b>%s</b></p>" % code)
            return
        self.write("<h1>%s</h1><p>%s</p>" % (xhtml_escape(station["name"]), xhtml_escape(station["region"])))


class StationPullHandler(StationMixin, BaseHandler):
    @tornado.web.authenticated
    async def post(self, code):
        body = await pull_buoy(self.get_body_argument("buoy_url"))
        self.storage.run("UPDATE stations SET last_raw = ? WHERE code = ?", body, code)
        self.redirect(self.get_argument("next", "/stations/" + code))


class StationGoHandler(BaseHandler):
    def get(self):
        code = self.get_argument("code", "")
        if not code.isalnum():
            raise tornado.web.HTTPError(400)
        self.redirect("/stations/" + code)


class ExportHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, name):
        self.set_header("Content-Type", "text/csv")
        self.write(self.storage.export_bytes(name))


def routes():
    return [
        (r"/stations", StationListHandler),
        (r"/stations/go", StationGoHandler),
        (r"/stations/(?P<code>[^/]+)", StationPageHandler),
        (r"/stations/(?P<code>[^/]+)/pull", StationPullHandler),
        (r"/exports/(.+)", ExportHandler),
    ]
