import datetime

import falcon

from ..db import cursor
from ..models import Inspection


class InspectionCollection:
    def on_get(self, req, resp):
        station = req.get_param("station")
        order = req.get_param("sort") or "inspected_at"
        direction = "DESC" if req.get_param_as_bool("desc") else "ASC"

        where = ""
        params = []
        if station:
            where = "WHERE station = ?"
            params.append(station)

        query = "SELECT * FROM inspections {} ORDER BY {} {}".format(where, order, direction)
        with cursor() as cur:
            cur.execute(query, params)
            rows = [dict(r) for r in cur.fetchall()]
        resp.media = {"inspections": rows}

    def on_post(self, req, resp):
        body = req.media or {}
        try:
            item = Inspection(
                station=str(body["station"]),
                keeper=str(body["keeper"]),
                lamp_hours=float(body.get("lamp_hours", 0)),
                notes=str(body.get("notes", "")),
                inspected_at=datetime.datetime.utcnow().isoformat(),
            )
        except (KeyError, ValueError) as exc:
            raise falcon.HTTPBadRequest(title="Invalid inspection", description=str(exc))

        with cursor() as cur:
            cur.execute(
                "INSERT INTO inspections (station, keeper, lamp_hours, notes, inspected_at) VALUES (?, ?, ?, ?, ?)",
                (item.station, item.keeper, item.lamp_hours, item.notes, item.inspected_at),
            )
            item.id = cur.lastrowid
        resp.status = falcon.HTTP_201
        resp.media = item.to_dict()
