import bottle

from . import store

app = bottle.Bottle()
TEMPLATE_PATH = ["./views"]


@app.get("/r/<pid>")
def rendered(pid):
    row = store.get_paste(pid)
    if row is None:
        bottle.abort(404)
    if row[2] == "tpl":
        return bottle.template(row[1], viewer=bottle.request.query.get("viewer", "guest"))
    return bottle.template("paste_view", body=row[1], lang=row[2], template_lookup=TEMPLATE_PATH)
