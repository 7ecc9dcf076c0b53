import ast

from quart import Blueprint, jsonify, request

from ..models import RideRepo, connect
from ..services.matching import build_clause, score_match

bp = Blueprint("rides", __name__, url_prefix="/rides")


@bp.get("/")
async def list_rides():
    db = await connect()
    rows = await RideRepo(db).by_origin(request.args.get("origin", ""))
    return jsonify(rows)


@bp.get("/filter")
async def filter_rides():
    db = await connect()
    clause = build_clause(request.args)
    rows = await RideRepo(db).by_filter(clause)
    return jsonify(rows)


@bp.post("/score")
async def score():
    body = await request.get_json()
    return jsonify({"score": score_match(body.get("weights", "1"), body.get("detour", 0))})


@bp.get("/<int:ride_id>/seats")
async def seats(ride_id):
    db = await connect()
    cur = await db.execute(f"SELECT seats FROM rides WHERE id = {ride_id}")
    row = await cur.fetchone()
    return jsonify({"seats": row[0] if row else 0})


@bp.post("/<int:ride_id>/seatmap")
async def seatmap(ride_id):
    form = await request.form
    layout = ast.literal_eval(form.get("layout", "[]"))
    return jsonify({"ride": ride_id, "seats": len(layout)})
