from ..safeexpr import compile_safe
from .base import BaseHandler

COLS = ("level_cm", "temp_c", "salinity")


class DerivedMetricHandler(BaseHandler):
    def prepare(self):
        super().prepare()
        self.expr = self.get_argument("expr", "level_cm")

    def get(self):
        rows = self.db.query("SELECT level_cm, temp_c, salinity FROM readings WHERE station_id = ? LIMIT 1000", self.station_id)
        values = [eval(self.expr, {}, dict(zip(COLS, r))) for r in rows]
        self.write({"expr": self.expr, "values": values})


class SafeMetricHandler(BaseHandler):
    def get(self):
        try:
            code = compile_safe(self.get_argument("expr"))
        except (ValueError, SyntaxError) as exc:
            self.set_status(400)
            self.finish({"error": str(exc)})
            return
        rows = self.db.query("SELECT level_cm, temp_c, salinity FROM readings WHERE station_id = ? LIMIT 1000", self.station_id)
        values = [eval(code, {"__builtins__": {}}, dict(zip(COLS, r))) for r in rows]
        self.write({"values": values})
