from lxml import etree
from sanic import Blueprint, response
import defusedxml.ElementTree as SafeET

bp = Blueprint("scores", url_prefix="/scores")

# Older lane computers embed an external DTD for frame symbols.
_LEGACY_PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)
_STRICT_PARSER = etree.XMLParser(resolve_entities=False, load_dtd=False, no_network=True)


def _archive(request):
    return etree.parse(request.app.config.SCORE_ARCHIVE, _STRICT_PARSER)


@bp.post("/import/legacy")
async def import_legacy(request):
    doc = etree.fromstring(request.body, _LEGACY_PARSER)
    frames = doc.findall(".//frame")
    return response.json({"frames": len(frames)})


@bp.post("/import")
async def import_sheet(request):
    doc = etree.fromstring(request.body, _STRICT_PARSER)
    games = [g.get("total") for g in doc.iter("game")]
    return response.json({"games": games})


@bp.post("/import/lanecam")
async def import_lanecam(request):
    root = SafeET.fromstring(request.body)
    return response.json({"lane": root.get("lane"), "shots": len(root)})


@bp.get("/bowler")
async def bowler_totals(request):
    name = request.args.get("name", "")
    tree = _archive(request)
    totals = tree.xpath("//bowler[@name='%s']/game/@total" % name)
    return response.json({"name": name, "totals": [int(t) for t in totals]})


@bp.get("/team")
async def team_totals(request):
    team = request.args.get("team", "")
    tree = _archive(request)
    totals = tree.xpath("//team[@name=$team]/bowler/game/@total", team=team)
    return response.json({"team": team, "sum": sum(int(t) for t in totals)})
