from ..util import PENALTY_CODES, team_side
from .base import OfficialHandler


class PenaltyHandler(OfficialHandler):
    def post(self, bout_id):
        team = team_side(self.get_argument("team"))
        code = self.get_argument("code").upper()
        if code not in PENALTY_CODES:
            self.send_error(400)
            return
        self.repo.add_penalty(int(bout_id), team, self.get_argument("skater"), code,
                              int(self.get_argument("jam")), int(self.get_argument("period")))
        self.write_json({"ok": True})

    def get(self, bout_id):
        rows = self.repo.bout_penalties(bout_id, self.get_argument("team", "home"))
        self.write_json([dict(r) for r in rows])


class BenchCalcHandler(OfficialHandler):
    """Quick calculator for the penalty box timer: e.g. '30 * 2 + 15'."""

    def get(self):
        expr = self.get_argument("expr", "0")
        self.write_json({"seconds": eval(expr)})
