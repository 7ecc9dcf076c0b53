import tornado.web

from ..services.codes import ticket_ref
from ..services.printer import print_label, print_label_quick, render_label
from .base import BaseHandler


class LabelHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self, ticket_id):
        t = self.db.ticket(int(ticket_id))
        if t is None:
            raise tornado.web.HTTPError(404)
        zpl = render_label(t, ticket_ref(t["id"]))
        if self.get_argument("quick", None):
            print_label_quick(zpl, self.get_argument("printer", "Zebra_GK420d"))
        else:
            print_label(zpl, self.get_argument("printer", "bench"))
        self.write({"ok": True})
