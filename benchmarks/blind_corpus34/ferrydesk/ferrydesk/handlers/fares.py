import importlib

import tornado.web

from ..base import BaseHandler

SEASONS = {"basse", "moyenne", "haute"}


class PromoHandler(BaseHandler):
    def post(self):
        if self.current_agent() is None:
            raise tornado.web.HTTPError(403)
        condition = self.get_body_argument("condition")
        booking = {
            "adults": int(self.get_body_argument("adults", "1")),
            "children": int(self.get_body_argument("children", "0")),
            "vehicle": self.get_body_argument("vehicle", ""),
        }
        applies = bool(eval(condition, {"__builtins__": {}}, booking))
        self.write_json({"applies": applies})


class SeasonFareHandler(BaseHandler):
    def get(self, season):
        if season not in SEASONS:
            raise tornado.web.HTTPError(404)
        table = importlib.import_module(f"ferrydesk.fares_{season}")
        self.write_json(table.FARES)
