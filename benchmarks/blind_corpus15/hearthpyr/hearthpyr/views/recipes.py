import html

from markupsafe import escape
from pyramid.httpexceptions import HTTPBadRequest, HTTPNotFound
from pyramid.response import Response
from pyramid.view import view_config
from sqlalchemy import text

from ..models import Recipe
from ..units import to_grams


@view_config(route_name="recipe_search", renderer="json")
def search(request):
    q = request.params.get("q", "")
    rows = request.dbsession.execute(text(f"SELECT id, title FROM recipes WHERE title ILIKE '%{q}%' ORDER BY title")).fetchall()
    return [{"id": r.id, "title": r.title} for r in rows]


@view_config(route_name="recipe_by_tag", renderer="json")
def by_tag(request):
    rows = request.dbsession.execute(text("SELECT id, title FROM recipes WHERE tag = :tag"), {"tag": request.matchdict["tag"]}).fetchall()
    return [{"id": r.id, "title": r.title} for r in rows]


def _load(request):
    recipe = request.dbsession.get(Recipe, int(request.matchdict["id"]))
    if recipe is None:
        raise HTTPNotFound()
    return recipe


@view_config(route_name="recipe_card")
def card(request):
    recipe = _load(request)
    servings = request.params.get("servings", "4")
    return Response(f"<div class='card'><h2>{escape(recipe.title)}</h2><p>Pour {servings} personnes</p></div>")


@view_config(route_name="recipe_print")
def print_view(request):
    recipe = _load(request)
    note = request.params.get("note", "")
    return Response("<article><h1>%s</h1><pre>%s</pre><footer>%s</footer></article>" % (html.escape(recipe.title), html.escape(recipe.body or ""), html.escape(note)))


@view_config(route_name="recipe_scale", renderer="json")
def scale(request):
    try:
        grams = to_grams(request.params["quantity"], request.params.get("unit", "g"))
    except (KeyError, ValueError, ZeroDivisionError):
        raise HTTPBadRequest()
    return {"grams": round(grams, 1)}
