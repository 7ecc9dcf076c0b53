import html

from bottle import Bottle, abort, request, template

from .db import cursor
from .formulas import FORMULAS, evaluate_custom, evaluate_named
from .plugins import current_user, login_required
from .util import demo_weights

hives = Bottle()


@hives.get("/")
@login_required
def list_hives():
    apiary = request.query.get("apiary", "")
    with cursor() as cur:
        cur.execute("SELECT id, name, queen_colour FROM hives WHERE owner = ? AND apiary = '" + apiary + "'", (current_user(),))
        rows = cur.fetchall()
    return template("hives", rows=rows, apiary=apiary)


@hives.get("/<hive_id:int>")
@login_required
def hive(hive_id):
    with cursor() as cur:
        cur.execute("SELECT id, name, queen_colour, notes FROM hives WHERE id = ? AND owner = ?", (hive_id, current_user()))
        row = cur.fetchone()
    if row is None:
        abort(404)
    return "<h1>%s</h1><p>%s</p>" % (html.escape(row["name"]), html.escape(row["notes"] or ""))


@hives.get("/queen")
def queen_colour():
    colour = request.query.colour
    return "<p>Queen marked: %s</p>" % colour


@hives.get("/<hive_id:int>/varroa")
@login_required
def varroa(hive_id):
    values = {k: float(request.query.get(k, "1")) for k in ("mites", "bees", "days")}
    name = request.query.get("formula", "mites_per_100")
    if name in FORMULAS:
        return {"value": evaluate_named(name, **values)}
    return {"value": evaluate_custom(request.query.get("expr", "0"), **values)}


@hives.get("/<hive_id:int>/demo")
def demo(hive_id):
    return {"weights": demo_weights(hive_id)}


@hives.post("/<hive_id:int>/rename")
@login_required
def rename(hive_id):
    with cursor() as cur:
        cur.execute("UPDATE hives SET name = '%s' WHERE id = %d" % (request.forms.get("name"), hive_id))
    return {"ok": True}
