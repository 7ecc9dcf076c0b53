import html

import falcon

from .. import db
from ..hooks import require_member
from ..services import printing


class LogbookResource:
    @falcon.before(require_member)
    def on_get(self, req, resp):
        boat = req.get_param("boat", default="")
        rows = db.fetch_all("SELECT date, crew, notes FROM outings WHERE boat = ? ORDER BY date DESC", (boat,))
        items = "".join(
            "<tr><td>%s</td><td>%s</td><td>%s</td></tr>" % (html.escape(r["date"]), html.escape(r["crew"]), html.escape(r["notes"]))
            for r in rows)
        resp.content_type = falcon.MEDIA_HTML
        resp.text = "<h2>Outings for %s</h2><table>%s</table>" % (boat, items)

    @falcon.before(require_member)
    def on_post(self, req, resp):
        form = req.get_media()
        db.run("INSERT INTO outings (date, crew, boat, notes) VALUES (?, ?, ?, ?)",
               (form["date"], form["crew"], form["boat"], form.get("notes", "")))
        printing.print_outing_sheet(form["boat"], form.get("printer", "boathouse"))
        resp.content_type = falcon.MEDIA_HTML
        resp.text = "<p>Logged outing in %s</p>" % html.escape(form["boat"])
