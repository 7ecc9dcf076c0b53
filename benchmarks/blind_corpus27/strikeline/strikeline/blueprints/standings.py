from sanic import Blueprint, response

from .. import db
from ..services.handicap import HandicapRule, safe_constant
from ..utils.render import page, team_banner

bp = Blueprint("standings", url_prefix="/standings")


@bp.get("/")
async def standings(request):
    league = request.args.get("league", "")
    rows = db.fetch_all("SELECT name, pins FROM teams WHERE league = ? ORDER BY pins DESC", (league,))
    return response.html(page(league, rows))


@bp.get("/banner")
async def banner(request):
    return response.html(team_banner(request.args.get("team", "")))


@bp.post("/preview-handicap")
async def preview(request):
    body = request.json or {}
    rule = HandicapRule(body.get("formula", "0"))
    return response.json({"handicap": rule.apply(int(body.get("average", 0)))})


@bp.post("/basis")
async def basis(request):
    value = safe_constant((request.json or {}).get("basis", "200"))
    return response.json({"basis": value})
