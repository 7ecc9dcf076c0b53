from pyramid.view import view_config
from sqlalchemy import text

from ..models import DBSession


@view_config(route_name="search", renderer="json")
def search(request):
    q = request.GET.get("q", "")
    ns = request.GET.get("ns")
    if ns:
        rows = DBSession.execute(
            text("SELECT name FROM pages WHERE name LIKE :prefix AND data LIKE :q").bindparams(
                prefix=ns + ":%", q="%" + q + "%"
            )
        )
    else:
        rows = DBSession.execute(text("SELECT name FROM pages WHERE data LIKE '%" + q + "%'"))
    return {"results": [r[0] for r in rows]}
