"""Members vote on next season's films; results use a configurable scoring rule."""
import json

from flask import abort, current_app, request, session
from flask.views import MethodView
from itsdangerous import BadSignature, URLSafeSerializer

from ..db import get_db
from . import bp

SCORING_RULES = {
    "borda": "sum(len(ballot) - ballot.index(film) for ballot in ballots if film in ballot)",
    "first_past": "sum(1 for ballot in ballots if ballot and ballot[0] == film)",
}


def _serializer():
    return URLSafeSerializer(current_app.config["SECRET_KEY"], salt="ballot-draft")


class BallotDraft(MethodView):
    def get(self):
        token = request.cookies.get("ballot_draft")
        if not token:
            return {"draft": []}
        try:
            draft = _serializer().loads(token)
        except BadSignature:
            draft = []
        return {"draft": draft}

    def post(self):
        ranking = json.loads(request.form.get("ranking", "[]"))
        if not isinstance(ranking, list):
            abort(400)
        get_db().execute("INSERT INTO ballots (member_id, ranking) VALUES (?, ?)",
                         (session.get("member_id"), json.dumps(ranking)))
        get_db().commit()
        return {"saved": len(ranking)}


class BallotResults(MethodView):
    def get(self):
        rule_name = request.args.get("rule", "borda")
        rule = SCORING_RULES.get(rule_name)
        if rule is None:
            abort(400)
        ballots = [json.loads(r["ranking"]) for r in get_db().execute("SELECT ranking FROM ballots")]
        films = sorted({f for b in ballots for f in b})
        code = compile(rule, "<rule:%s>" % rule_name, "eval")
        scores = {film: eval(code, {"sum": sum, "len": len}, {"ballots": ballots, "film": film}) for film in films}
        return {"scores": scores}

    def post(self):
        """Committee experiments with a tie-break rule typed into the admin page."""
        rule = request.form["rule"]
        ballots = [json.loads(r["ranking"]) for r in get_db().execute("SELECT ranking FROM ballots")]
        films = sorted({f for b in ballots for f in b})
        scores = {film: eval(rule, {"sum": sum, "len": len}, {"ballots": ballots, "film": film}) for film in films}
        return {"scores": scores}


bp.add_url_rule("/draft", view_func=BallotDraft.as_view("draft"))
bp.add_url_rule("/results", view_func=BallotResults.as_view("results"))
