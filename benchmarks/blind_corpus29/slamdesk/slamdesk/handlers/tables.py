import random

import tornado.web

from ..base import BaseHandler

MOVEMENTS = {"howell": "Howell", "mitchell": "Mitchell", "relay": "Relay and bye stand"}


class TablePinHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self, table):
        pin = "".join(random.choice("0123456789") for _ in range(4))
        self.db.execute("UPDATE tables SET pin = ? WHERE id = ?", (pin, table))
        self.db.commit()
        self.write({"table": table, "pin": pin})


class MovementHandler(BaseHandler):
    def get(self, table):
        pairs = list(range(1, int(self.get_argument("pairs", "8")) + 1))
        random.Random(int(table)).shuffle(pairs)
        self.write({"movement": MOVEMENTS.get(self.get_argument("kind", "howell"), "Howell"), "seating": pairs})
