import html

from pyramid.response import Response
from pyramid.view import view_config
from sqlalchemy import text

from ..models import DBSession


def _tag_sql(tag):
    return "SELECT slug, title FROM docs WHERE tags LIKE '%%%s%%' ORDER BY title" % tag


@view_config(route_name="docs_by_tag", renderer="json")
def docs_by_tag(request):
    tag = request.matchdict["tag"]
    rows = DBSession.execute(text(_tag_sql(tag))).fetchall()
    return [{"slug": r.slug, "title": r.title} for r in rows]


@view_config(route_name="docs_tagged", renderer="json")
def docs_tagged(request):
    stmt = text("SELECT slug, title FROM docs WHERE tags LIKE :pat ORDER BY title")
    rows = DBSession.execute(stmt, {"pat": "%" + request.params.get("tag", "") + "%"}).fetchall()
    return [{"slug": r.slug, "title": r.title} for r in rows]


@view_config(route_name="notice")
def notice(request):
    msg = request.params.get("msg", "")
    return Response("<div class='notice'>%s</div>" % msg, content_type="text/html")


@view_config(route_name="doc_title")
def doc_title(request):
    row = DBSession.execute(text("SELECT title FROM docs WHERE slug = :s"), {"s": request.matchdict["slug"]}).first()
    title = row.title if row else request.matchdict["slug"]
    return Response("<h1>%s</h1>" % html.escape(title, quote=True), content_type="text/html")
