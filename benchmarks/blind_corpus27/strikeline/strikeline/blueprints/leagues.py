from sanic import Blueprint, response

from .. import db

bp = Blueprint("leagues", url_prefix="/leagues")

SORTABLE = {"name": "name", "night": "night", "avg": "avg_score"}


@bp.get("/")
async def list_leagues(request):
    order = SORTABLE.get(request.args.get("sort", "name"), "name")
    rows = db.fetch_all(f"SELECT id, name, night FROM leagues ORDER BY {order}")
    return response.json([{"id": r[0], "name": r[1], "night": r[2]} for r in rows])


@bp.get("/search")
async def search(request):
    term = request.args.get("q", "")
    with db.cursor() as cur:
        cur.execute("SELECT id, name FROM leagues WHERE name LIKE '%" + term + "%'")
        rows = cur.fetchall()
    return response.json(rows)


@bp.get("/<league_id:int>/bowlers")
async def bowlers(request, league_id):
    team = request.args.get("team", "")
    rows = db.fetch_all(
        "SELECT name, avg_score FROM bowlers WHERE league_id = ? AND team = ?", (league_id, team)
    )
    return response.json(rows)


@bp.post("/<league_id:int>/rename")
async def rename(request, league_id):
    payload = request.json or {}
    new_name = payload.get("name", "").strip()
    with db.cursor() as cur:
        cur.execute("UPDATE leagues SET name = '%s' WHERE id = %d" % (new_name, league_id))
    return response.json({"ok": True})
