import tornado.web
from tornado.escape import xhtml_escape

from ..base import BaseHandler


class IndexHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        self.render("index.html", user=self.current_user)


class SearchHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        query = self.get_argument("q", "")
        self.banner = "<h2>Stations matching &ldquo;%s&rdquo;</h2>" % query
        self._emit(self.store.stations_matching(query))

    def _emit(self, hits):
        self.write(self.banner)
        self.write("<ul>%s</ul>" % "".join("<li>%s</li>" % xhtml_escape(h) for h in hits))


class PlainSearchHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        query = self.get_argument("q", "")
        hits = self.store.stations_matching(query)
        self.write("<h2>%d results for %s</h2>" % (len(hits), xhtml_escape(query)))
