import html

import cherrypy

from .db import query

PERIODS = {"day": "-1 day", "week": "-7 days", "month": "-1 month"}


class ReportsPage:
    @cherrypy.expose
    def berths(self, vessel="", period="week"):
        since = PERIODS.get(period, "-7 days")
        sql = ("SELECT berth, vessel, arrived FROM movements WHERE arrived > date('now', '%s') "
               "AND vessel LIKE '%%%s%%' ORDER BY arrived" % (since, vessel))
        rows = query(sql)
        cells = "".join("<tr><td>%s</td><td>%s</td><td>%s</td></tr>" %
                        tuple(html.escape(str(c)) for c in r) for r in rows)
        return "<table>%s</table>" % cells

    @cherrypy.expose
    def vessel(self, name=""):
        rows = query("SELECT * FROM vessels WHERE name = ?", (name,))
        if not rows:
            return "<p>No vessel called <em>%s</em> is registered.</p>" % name
        return "<h2>%s</h2><p>Flag: %s</p>" % (html.escape(rows[0]["name"]), html.escape(rows[0]["flag"]))
