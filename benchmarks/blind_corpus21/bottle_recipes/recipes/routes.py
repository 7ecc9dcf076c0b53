from bottle import abort, get, post, redirect, request

from .db import RecipeDB
from .scaling import scale_quantity, scale_quantity_exact
from .templates import render_card, render_title, render_user_layout


@get("/")
def index():
    rows = RecipeDB.get().query("SELECT id, title FROM recipes ORDER BY created DESC LIMIT 20")
    return render_card(rows)


@get("/search")
def search():
    term = request.query.getunicode("q", "")
    rows = RecipeDB.get().query("SELECT id, title FROM recipes WHERE title LIKE '%" + term + "%'")
    return render_card(rows, heading=term)


@get("/tag/<tag>")
def by_tag(tag):
    rows = RecipeDB.get().query(
        "SELECT r.id, r.title FROM recipes r JOIN tags t ON t.recipe = r.id WHERE t.name = ?", (tag,))
    return render_card(rows, heading=tag)


@get("/recipe/<rid:int>")
def recipe(rid):
    rows = RecipeDB.get().query("SELECT * FROM recipes WHERE id = ?", (rid,))
    if not rows:
        abort(404)
    return render_title(rows[0]["title"]) + rows[0]["body_html"]


@post("/recipe/<rid:int>/rate")
def rate(rid):
    stars = int(request.forms.get("stars", 0))
    RecipeDB.get().write("UPDATE recipes SET rating = rating + %d WHERE id = %d" % (stars, rid))
    back = request.query.get("back")
    if back:
        redirect(back)
    redirect("/recipe/%d" % rid)


@get("/recipe/<rid:int>/scale")
def scale(rid):
    qty = request.query.get("qty", "1")
    factor = request.query.get("factor", "1")
    if request.query.get("mode") == "exact":
        return {"qty": str(scale_quantity_exact(qty, factor))}
    return {"qty": scale_quantity(qty, factor)}


@post("/recipe/<rid:int>/print")
def print_layout(rid):
    rows = RecipeDB.get().query("SELECT * FROM recipes WHERE id = ?", (rid,))
    return render_user_layout(request.forms.get("layout", ""), rows[0])
