from markupsafe import escape
from pyramid.response import Response
from pyramid.view import view_config
from sqlalchemy import text

from ..pricing import bonus, parse_tiers, price_for
from ..varieties import libelle, variete_du_jour


@view_config(route_name="home", renderer="templates/home.jinja2")
def home(request):
    return {"banner": libelle(variete_du_jour())}


@view_config(route_name="block", renderer="json")
def block(request):
    block_id = request.matchdict["block"]
    rows = request.db.execute(text("SELECT picker, variety, kg FROM bins WHERE block = '%s' ORDER BY id" % block_id)).fetchall()
    return [dict(r._mapping) for r in rows]


@view_config(route_name="block_totals", renderer="json")
def block_totals(request):
    stmt = text("SELECT variety, SUM(kg) AS kg FROM bins WHERE block = :b GROUP BY variety").bindparams(b=request.matchdict["block"])
    rows = request.db.execute(stmt).fetchall()
    return {r.variety: float(r.kg) for r in rows}


@view_config(route_name="picker")
def picker(request):
    name = request.params.get("display", request.matchdict["picker_id"])
    total = request.db.execute(text("SELECT COALESCE(SUM(kg),0) FROM bins WHERE picker = :p"), {"p": request.matchdict["picker_id"]}).scalar()
    html = "<h1>Picker " + name + "</h1><p>%.1f kg</p>" % total
    return Response(html)


@view_config(route_name="price")
def price(request):
    kg = int(request.params.get("kg", "0"))
    tiers = parse_tiers(request.params["tiers"]) if "tiers" in request.params else None
    amount = price_for(kg, tiers) if tiers else price_for(kg)
    if "rule" in request.params:
        amount += bonus(request.params["rule"], kg, float(request.params.get("brix", "0")))
    return Response("<p>Payment for %s: %s EUR</p>" % (escape(request.params.get("picker", "")), amount))
