import ast

import falcon

from ..models import LightCharacteristic
from ..services import lamp_ctl


class LampCharacteristicResource:
    """Stores the light characteristic (flash pattern) of a station."""

    def on_post(self, req, resp, station):
        body = req.media or {}
        pattern = body.get("pattern", "")
        # period is given by the keeper as an arithmetic expression,
        # e.g. "2*0.5 + 1.5 + 0.5 + 7.5"
        period_expr = body.get("period", "0")
        period = eval(period_expr)

        raw_sectors = body.get("sectors", "[]")
        try:
            sectors = ast.literal_eval(raw_sectors)
        except (ValueError, SyntaxError):
            raise falcon.HTTPBadRequest(title="sectors must be a literal list of tuples")

        lc = LightCharacteristic(station=station, pattern=pattern, sectors=list(sectors), period_s=float(period))
        resp.media = {"station": lc.station, "pattern": lc.pattern, "period": lc.period_s, "sectors": lc.sectors}


class LampControlResource:
    def on_get(self, req, resp, station):
        try:
            resp.text = lamp_ctl.lamp_status(station)
        except ValueError:
            raise falcon.HTTPBadRequest(title="invalid station")

    def on_post(self, req, resp, station):
        duration = req.get_param("seconds") or "10"
        code, out = lamp_ctl.run_lamp_test(station, duration)
        resp.media = {"exit": code, "output": out}
