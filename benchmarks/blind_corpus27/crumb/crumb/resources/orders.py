import json
import sqlite3

from twisted.enterprise import adbapi
from twisted.web.server import NOT_DONE_YET

from .. import config
from .base import ArgResource

dbpool = adbapi.ConnectionPool("sqlite3", config.DB_PATH, check_same_thread=False)


class OrderList(ArgResource):
    def render_GET(self, request):
        day = self.arg(request, "day")
        d = dbpool.runQuery("SELECT id, customer, loaves FROM orders WHERE bake_day = ?", (day,))
        d.addCallback(lambda rows: (request.write(json.dumps(rows).encode()), request.finish()))
        return NOT_DONE_YET


class OrderCreate(ArgResource):
    def render_POST(self, request):
        customer = self.arg(request, "customer")
        item = self.arg(request, "item")
        qty = int(self.arg(request, "qty", "1"))
        conn = sqlite3.connect(config.DB_PATH)
        conn.execute("INSERT INTO orders (customer, item, qty) VALUES ('%s', '%s', %d)" % (customer, item, qty))
        conn.commit()
        return b"ok"
