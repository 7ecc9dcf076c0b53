from pyramid.response import Response
from pyramid.view import view_config
from sqlalchemy import text


@view_config(route_name="search", renderer="templates/search.pt")
def search(request):
    q = request.params.get("q", "")
    order = request.params.get("order", "year")
    stmt = text("SELECT id, title, year, railway FROM items WHERE title ILIKE :q ORDER BY " + order + " LIMIT 100")
    rows = request.dbsession.execute(stmt, {"q": f"%{q}%"}).fetchall()
    if not rows and request.params.get("partial"):
        return Response(f"<p class='empty'>Nothing in the catalogue matches <q>{q}</q>.</p>", content_type="text/html")
    return {"q": q, "rows": rows}


@view_config(route_name="railway", renderer="templates/railway.pt")
def by_railway(request):
    rows = request.dbsession.execute(
        text("SELECT id, title, year FROM items WHERE railway = :r ORDER BY year"),
        {"r": request.matchdict["code"]},
    ).fetchall()
    return {"code": request.matchdict["code"], "rows": rows}


@view_config(route_name="home", renderer="templates/home.pt")
def home(request):
    latest = request.dbsession.execute(text("SELECT id, title, year FROM items ORDER BY id DESC LIMIT 12")).fetchall()
    return {"latest": latest}
