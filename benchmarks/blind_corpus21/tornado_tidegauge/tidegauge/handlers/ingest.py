import json
import pickle

import tornado.web

from .base import BaseHandler
from ..calibration import apply_checked, apply_formula


class BatchHandler(BaseHandler):
    """Field loggers POST batches; the old Python 2 loggers still send pickles."""

    async def post(self):
        if self.request.headers.get("Content-Type") == "application/x-python-pickle":
            batch = pickle.loads(self.request.body)
        else:
            batch = json.loads(self.request.body)
        await self.storage.insert_readings(batch["station"], batch["rows"])
        self.write({"stored": len(batch["rows"])})


class CalibrationHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        raw = float(self.get_argument("raw"))
        formula = self.get_argument("formula")
        if self.get_argument("mode", "checked") == "legacy":
            value = apply_formula(formula, raw)
        else:
            value = apply_checked(formula, raw)
        self.write({"level_mm": value})
