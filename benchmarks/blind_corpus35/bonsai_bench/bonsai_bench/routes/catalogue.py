import html
import random

from bottle import abort, request, response, template

from ..app import app
from ..validators import sort_key


@app.get("/trees", name="catalogue")
def trees(db):
    genus = request.query.get("genus", "")
    order = sort_key(request.query.get("sort"))
    rows = db.execute(f"SELECT id, name, species, price FROM trees WHERE species LIKE '{genus}%' ORDER BY {order}").fetchall()
    return {"trees": [dict(r) for r in rows]}


@app.get("/trees/<tree_id:int>")
def tree(tree_id, db):
    row = db.execute("SELECT * FROM trees WHERE id = ?", (tree_id,)).fetchone()
    if row is None:
        abort(404)
    viewed = request.get_cookie("recent", "")
    response.set_cookie("recent", ",".join(([str(tree_id)] + viewed.split(","))[:5]), path="/")
    return f"<h1>{html.escape(row['name'])}</h1><p>{html.escape(row['species'])}, {row['age_years']} years</p>"


@app.get("/featured")
def featured(db):
    rows = db.execute("SELECT id, name FROM trees WHERE featured = 1").fetchall()
    picks = random.sample(list(rows), min(6, len(rows)))
    return {"featured": [dict(r) for r in picks]}


@app.get("/hello")
def hello():
    name = request.query.get("name", "friend")
    if request.query.get("style") == "banner":
        return template("<div class='banner'>Welcome back, {{!name}}!</div>", name=name)
    return template("<p>Hello {{name}}, the nursery is open 9-5.</p>", name=name)
