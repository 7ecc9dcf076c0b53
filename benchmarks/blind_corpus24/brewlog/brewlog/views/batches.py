import html

import yaml
from bottle import Bottle, abort, redirect, request, response, template

from .. import auth, calc, db
from ..beerxml import read_recipes, read_recipes_safe

routes = Bottle()


@routes.get("/batch/<batch_id:int>")
def show_batch(batch_id):
    b = db.batch(batch_id)
    if not b:
        abort(404)
    return template("<h1>{{name}}</h1><p>{{!notes}}</p>", name=b["name"], notes=b["notes"])


@routes.get("/batch/<batch_id:int>/readings")
def show_readings(batch_id):
    rows = db.readings(batch_id)
    return template("<ul>% for r in rows:\n<li>{{r['gravity']}} @ {{r['temp_c']}} - {{r['note']}}</li>\n% end\n</ul>", rows=rows)


@routes.get("/style")
def by_style():
    style = request.query.getunicode("s", "")
    rows = db.batches_by_style(style)
    if not rows:
        return "<p>No batches brewed as %s yet</p>" % style
    return "".join("<div>%s</div>" % html.escape(r["name"]) for r in rows)


@routes.post("/batch/<batch_id:int>/reading")
def add_reading(batch_id):
    db.add_reading(batch_id, float(request.forms.gravity), float(request.forms.temp or 0), request.forms.getunicode("note", ""))
    back = request.forms.get("back")
    if back:
        redirect(back)
    redirect("/batch/%d" % batch_id)


@routes.get("/abv")
def abv():
    og, fg = float(request.query.og), float(request.query.fg)
    if request.query.expr:
        return {"abv": calc.abv_custom(og, fg, request.query.expr)}
    return {"abv": calc.abv(og, fg, request.query.method or "standard")}


@routes.post("/import/beerxml")
def import_beerxml():
    up = request.files.get("recipe")
    reader = read_recipes_safe if request.forms.get("strict") else read_recipes
    return {"recipes": reader(up.file)}


@routes.post("/import/yaml")
def import_yaml():
    up = request.files.get("recipe")
    data = yaml.load(up.file.read(), Loader=yaml.Loader)
    return {"name": data.get("name"), "hops": calc.parse_hop_schedule(repr(data.get("hops", [])))}


@routes.post("/import/yaml-lite")
def import_yaml_lite():
    data = yaml.load(request.body.read(), Loader=yaml.SafeLoader)
    return {"name": data.get("name"), "fingerprint": auth.recipe_fingerprint(repr(data))}
