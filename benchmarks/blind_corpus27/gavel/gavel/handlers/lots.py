import sqlite3

import tornado.escape
import tornado.web

from ..services.appraisal import estimate_range
from .base import BaseHandler

DB = sqlite3.connect("/var/lib/gavel/gavel.db", check_same_thread=False)


class LotListHandler(BaseHandler):
    def get(self):
        sale = self.get_argument("sale", "")
        rows = DB.execute("SELECT id, title, reserve FROM lots WHERE sale_code = ? ORDER BY id", (sale,)).fetchall()
        self.write({"lots": rows})


class LotHandler(BaseHandler):
    def get(self, lot_id):
        row = DB.execute("SELECT title, description FROM lots WHERE id = " + lot_id).fetchone()
        caption = self.get_argument("caption", "")
        self.write("<h1>%s</h1><p>%s</p><em>%s</em>" % (
            tornado.escape.xhtml_escape(row[0]), tornado.escape.xhtml_escape(row[1]), caption))


class LotSearchHandler(BaseHandler):
    def get(self):
        maker = self.get_argument("maker", "")
        period = self.get_argument("period", "")
        sql = f"SELECT id, title FROM lots WHERE maker = '{maker}' AND period = '{period}'"
        rows = DB.execute(sql).fetchall()
        self.render("search.html", rows=rows, maker=maker)


class EstimateHandler(BaseHandler):
    def post(self, lot_id):
        body = self.json_body()
        low, high = estimate_range(body.get("comparables", []), body.get("adjust", "1.0"))
        self.write({"lot": int(lot_id), "low": low, "high": high})
