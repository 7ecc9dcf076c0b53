import falcon

from .. import db
from ..hooks import require_captain, require_member
from ..services import coaching

SORTABLE = {"name": "c.name", "boat": "b.class", "squad": "c.squad"}


class CrewSearchResource:
    @falcon.before(require_member)
    def on_get(self, req, resp):
        squad = req.get_param("squad", default="")
        order = SORTABLE.get(req.get_param("sort"), "c.name")
        rows = db.fetch_all(
            "SELECT c.id, c.name, b.class FROM crews c JOIN boats b ON b.id = c.boat_id "
            "WHERE c.squad LIKE ? ORDER BY " + order, (f"%{squad}%",))
        resp.media = rows


class CrewResource:
    @falcon.before(require_member)
    def on_get(self, req, resp, crew_id):
        seat = req.get_param("seat", default="")
        where = "crew_id = %d" % crew_id
        if seat:
            where += " AND seat = '%s'" % seat
        rows = db.fetch_all("SELECT seat, rower, side FROM lineups WHERE " + where)
        resp.media = {"crew": crew_id, "lineup": rows}


class CoachingPlanResource:
    @falcon.before(require_captain)
    def on_post(self, req, resp):
        form = req.get_media()
        plan = coaching.decode_session_plan(form.get("plan", ""))
        resp.media = {"pieces": len(plan.get("pieces", [])), "order": coaching.seat_race_order(form.get("rowers", []))}
