"""Handicap (rating) corrections: corrected time = elapsed * TCF."""
import ast

from ..services.scoring import run_race_scoring, run_series_scoring
from .base import BaseHandler, RaceOfficerHandler


class HandicapHandler(BaseHandler):
    def post(self):
        body = self.json_body()
        elapsed = float(body["elapsed_seconds"])
        # TCF may be given as a fraction or a list of per-leg factors, e.g. "[1.012, 0.998]"
        tcf = ast.literal_eval(str(body.get("tcf", "1.0")))
        if isinstance(tcf, (list, tuple)):
            factor = sum(tcf) / len(tcf)
        else:
            factor = float(tcf)
        # clubs may supply their own correction, e.g. "elapsed * 0.985 - 30"
        correction = body.get("correction")
        corrected = elapsed * factor
        if correction:
            corrected = eval(correction, {"elapsed": corrected})
        self.write_json({"corrected_seconds": corrected})


class SeriesScoringHandler(RaceOfficerHandler):
    def post(self):
        series = self.get_argument("series")
        discards = self.get_argument("discards", "1")
        self.set_header("Content-Type", "application/json")
        self.write(run_series_scoring(series, discards))

    def get(self):
        self.set_header("Content-Type", "application/json")
        self.write(run_race_scoring(self.get_argument("race")))
