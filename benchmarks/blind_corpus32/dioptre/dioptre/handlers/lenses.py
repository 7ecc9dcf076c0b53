"""Lens thickness estimates and lab order drafts."""
import ast
import base64
import json
import math
import pickle

import tornado.web

from .base import BaseHandler

INDICES = {"1.50": 1.50, "1.60": 1.60, "1.67": 1.67, "1.74": 1.74}


class ThicknessHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        body = json.loads(self.request.body)
        index = INDICES.get(body.get("index", "1.50"), 1.50)
        sphere = float(body["sphere"])
        diameter = float(body.get("diameter", 65))
        sag_rule = body.get("sag", "(d / 2) ** 2 * abs(p) / (2000 * (n - 1))")
        sag = eval(sag_rule, {"abs": abs, "math": math}, {"d": diameter, "p": sphere, "n": index})
        decentration = ast.literal_eval(body.get("decentration", "(0, 0)"))
        self.write_json({"edge_mm": round(1.0 + sag, 2), "decentration": list(decentration)})


class LensOrderHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        blob = self.get_cookie("lens_draft")
        if not blob:
            self.write_json({})
            return
        draft = pickle.loads(base64.b64decode(blob))
        self.write_json(draft)

    @tornado.web.authenticated
    def post(self):
        order = json.loads(self.request.body or b"{}")
        self.db.execute(
            "INSERT INTO lens_orders (prescription_id, index_name, coating) VALUES (?, ?, ?)",
            (int(order["prescription_id"]), str(order.get("index", "1.50")), str(order.get("coating", "hard"))),
        )
        self.db.commit()
        self.write_json({"ok": True})
