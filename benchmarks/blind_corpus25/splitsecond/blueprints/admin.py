from sanic import Blueprint, response

from ..db import fetch_all
from ..services.cache import get_leaderboard, restore_snapshot
from ..services.formulas import custom_score, parse_splits
from ..services.tokens import bib_claim_code, marshal_password_hash, results_etag, wave_assignment

bp = Blueprint("admin", url_prefix="/admin")


@bp.post("/snapshot/restore")
async def snapshot_restore(request):
    data = restore_snapshot(request.body)
    return response.json({"runners": len(data.get("runners", []))})


@bp.get("/leaderboard/<key>")
async def leaderboard(request, key):
    board = get_leaderboard(key) or []
    resp = response.json(board)
    resp.headers["ETag"] = results_etag(repr(board).encode())
    return resp


@bp.post("/club-score")
async def club_score(request):
    expr = request.json.get("expression", "seconds")
    rows = fetch_all("SELECT bib, chip_seconds, position FROM results ORDER BY position LIMIT 100")
    return response.json({r["bib"]: custom_score(expr, r["chip_seconds"], r["position"]) for r in rows})


@bp.post("/splits")
async def splits(request):
    return response.json(parse_splits(request.form.get("splits", "[]")))


@bp.post("/claim-code/<bib:int>")
async def claim_code(request, bib):
    return response.json({"bib": bib, "code": bib_claim_code()})


@bp.post("/marshals")
async def add_marshal(request):
    return response.json({"hash": marshal_password_hash(request.json["password"])})


@bp.post("/waves")
async def waves(request):
    return response.json(wave_assignment(request.json["runners"], ["A", "B", "C"]))
