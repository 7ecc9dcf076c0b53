import tornado.escape
import tornado.web

from .base import BaseHandler


class DashboardHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, name):
        title = self.get_argument("title", name)
        self.write("<html><body><h2>%s</h2>" % tornado.escape.xhtml_escape(title))
        self.render("panels.html", name=name)


class AnnotationHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, name):
        note = self.get_argument("note", "")
        self.finish(f"<div class='annotation' data-dash='{name}'>{note}</div>")
