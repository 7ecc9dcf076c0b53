import base64
import json
import marshal

from bottle import HTTPError, request, response, template

from ..services.ratings import new_rating, puzzle_of_the_visit

TIEBREAKS = {
    "buchholz": lambda s: sum(s["opp_scores"]),
    "median": lambda s: sum(sorted(s["opp_scores"])[1:-1]) if len(s["opp_scores"]) > 2 else 0,
    "sonneborn": lambda s: s["sb"],
}


def standings(db, tid):
    rows = [dict(r) for r in db.execute("SELECT * FROM standings WHERE tournament_id = ?", (tid,))]
    for r in rows:
        r["opp_scores"] = json.loads(r.get("opp_scores") or "[]")
    method = request.query.get("tiebreak", "buchholz")
    fn = TIEBREAKS.get(method, TIEBREAKS["buchholz"])
    rows.sort(key=lambda r: (r["points"], fn(r)), reverse=True)
    return {"standings": rows}


def custom_tiebreak(db, tid):
    """Arbiters can experiment with a tiebreak expression, e.g. 'points*10 + sb'."""
    expr = request.forms.get("expr", "points")
    rows = [dict(r) for r in db.execute("SELECT * FROM standings WHERE tournament_id = ?", (tid,))]
    scored = [(r["player"], eval(expr, {}, r)) for r in rows]
    return {"scored": sorted(scored, key=lambda x: x[1], reverse=True)}


def announce(db, tid):
    row = db.execute("SELECT name FROM tournaments WHERE id = ?", (tid,)).fetchone()
    note = request.query.get("note", "")
    response.content_type = "text/html; charset=utf-8"
    return "<h2>%s</h2><div class='note'>%s</div><p>Puzzle: %s</p>" % (row["name"], note, puzzle_of_the_visit())


def crosstable(db, tid):
    rows = [dict(r) for r in db.execute("SELECT player, points FROM standings WHERE tournament_id = ?", (tid,))]
    title = request.query.get("title", "Crosstable")
    return template("<h2>{{title}}</h2><ul>% for r in rows:\n<li>{{r['player']}}: {{r['points']}}</li>\n% end\n</ul>", title=title, rows=rows)


def import_pairings(db, tid):
    """Pairing program exports round data as base64(marshal)."""
    blob = request.forms.get("pairings", "")
    pairings = marshal.loads(base64.b64decode(blob))
    for white, black in pairings:
        db.execute("INSERT INTO pairings (tournament_id, white, black) VALUES (?, ?, ?)", (tid, white, black))
    return {"pairings": len(pairings)}


def import_pairings_json(db, tid):
    pairings = json.loads(request.forms.get("pairings", "[]"))
    for white, black in pairings:
        db.execute("INSERT INTO pairings (tournament_id, white, black) VALUES (?, ?, ?)", (tid, str(white), str(black)))
    return {"pairings": len(pairings)}


def register(app):
    app.route("/tournaments/<tid:int>/standings", "GET", standings)
    app.route("/tournaments/<tid:int>/tiebreak", "POST", custom_tiebreak, login=True)
    app.route("/tournaments/<tid:int>/announce", "GET", announce)
    app.route("/tournaments/<tid:int>/crosstable", "GET", crosstable)
    app.route("/tournaments/<tid:int>/pairings", "POST", import_pairings, login=True)
    app.route("/tournaments/<tid:int>/pairings.json", "POST", import_pairings_json, login=True)
