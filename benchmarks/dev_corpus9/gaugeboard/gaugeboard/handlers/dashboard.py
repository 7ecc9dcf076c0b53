import string

import tornado.template
import tornado.web

from ..alerting.rules import make_transform
from ..compat import escape_html
from .base import BaseHandler, UserFacingError


class IndexHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        name = self.get_argument("dashboard", None)
        if name:
            if self.store.dashboard(name) is None:
                raise UserFacingError(404, "There is no dashboard named %s." % name)
            self.redirect("/d/%s" % name)
            return
        self.render("index.html")


class DashboardHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, slug):
        dash = self.store.dashboard(slug)
        if dash is None:
            raise tornado.web.HTTPError(404)
        self.write("<section class='dashboard'><h1>%s</h1>" % escape_html(dash["title"]))
        for panel in dash["panels"]:
            values = self.store.latest(panel["metrics"])
            self.write(self._caption(panel, values))
        self.finish("</section>")

    def _caption(self, panel, values):
        if panel.get("caption_template"):
            tmpl = tornado.template.Template(panel["caption_template"], autoescape="xhtml_escape")
            return tmpl.generate(**values)
        subtitle = string.Template(panel.get("subtitle", ""))
        return "<p>%s</p>" % escape_html(subtitle.safe_substitute(values))


class EmbedPanelHandler(BaseHandler):
    """Bare panel for embedding in wiki pages: /embed/panel?id=3&title=CPU"""

    def get(self):
        panel = self.store.panel(int(self.get_argument("id")))
        if panel is None:
            raise tornado.web.HTTPError(404)
        title = self.get_argument("title", panel["title"])
        self.write("<div class='embed'><h2 class='panel-title'>%s</h2>" % title)
        self.write("<canvas data-panel='%d'></canvas></div>" % panel["id"])


class PanelValueHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, panel_id):
        panel = self.store.panel(int(panel_id))
        if panel is None:
            raise tornado.web.HTTPError(404)
        raw = self.store.latest(panel["metrics"])
        transform = make_transform(panel.get("transform"))
        self.write({"panel": panel_id, "label": self.get_argument("label", ""), "values": {k: transform(v) for k, v in raw.items()}})
