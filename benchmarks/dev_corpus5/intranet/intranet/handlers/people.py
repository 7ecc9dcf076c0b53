import tornado.escape
import tornado.web

from intranet.handlers.base import BaseHandler


class PeopleSearchHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        rows = self.repo.search(self.get_argument("q", ""), self.get_argument("dept", None))
        self.render("people/search.html", rows=rows)


class FloorHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, floor):
        self.render("people/floor.html", rows=self.repo.by_floor(floor), floor=floor)


class PersonCardHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, person_id):
        person = self.repo.get(person_id)
        if person is None:
            raise tornado.web.HTTPError(404)
        self.write("<div class='card'><h3>%s</h3><p>%s &middot; %s</p></div>" % (
            tornado.escape.xhtml_escape(person["name"]),
            tornado.escape.xhtml_escape(person["title"] or ""),
            tornado.escape.xhtml_escape(person["dept"] or ""),
        ))


class StatusHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        msg = self.get_argument("status")
        self.repo.set_status(self.current_user, msg)
        self.write("<div class='status-updated'>Status set to: " + msg + "</div>")
