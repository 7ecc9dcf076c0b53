import tornado.web
from tornado.escape import xhtml_escape

from .base import BaseHandler

NOTES = []


class ReportHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        host = self.get_argument("host", "")
        self.write("<h2>Diagnostics for %s</h2>" % host)
        self.write("<p>Operator: %s</p>" % xhtml_escape(self.current_user))
        self.render("report.html", host=host, notes=NOTES)


class NotesHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        NOTES.append({"by": self.current_user, "text": self.get_argument("text")})
        self.redirect("/report/notes")

    @tornado.web.authenticated
    def get(self):
        items = "".join("<li><b>%s</b>: %s</li>" % (xhtml_escape(n["by"]), n["text"]) for n in NOTES)
        self.finish("<ul class='notes'>" + items + "</ul>")

    @tornado.web.authenticated
    def delete(self):
        NOTES.clear()
        self.finish(f"<p>{xhtml_escape(self.get_argument('reason', 'cleared'))}</p>")
