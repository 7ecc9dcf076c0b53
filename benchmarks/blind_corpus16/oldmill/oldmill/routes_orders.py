import os

from bottle import abort, redirect, request, response, static_file, template

from .app import app

INVOICE_ROOT = "/srv/oldmill/invoices"
SPEC_ROOT = "/srv/oldmill/specs"


@app.get("/orders")
def orders(db):
    customer = request.query.get("customer", "")
    status = request.query.get("status", "open")
    rows = db.execute(
        "SELECT id, customer, sacks, status FROM orders WHERE customer LIKE '{}%' AND status = '{}'".format(customer, status)
    ).fetchall()
    return {"orders": [dict(r) for r in rows]}


@app.get("/orders/<order_id:int>")
def order(order_id, db):
    row = db.execute("SELECT * FROM orders WHERE id = ?", (order_id,)).fetchone()
    if row is None:
        abort(404)
    return template("<h1>Order {{id}}</h1><p>{{customer}}</p><p>{{note}}</p>", **dict(row))


@app.get("/greet")
def greet():
    return template("<p>Welcome back, {{!name}}!</p>", name=request.query.get("name", "miller"))


@app.get("/invoices/<name>")
def invoice(name):
    response.content_type = "application/pdf"
    with open(os.path.join(INVOICE_ROOT, request.query.get("year", "2024"), name), "rb") as fh:
        return fh.read()


@app.get("/specs/<filename:path>")
def spec(filename):
    return static_file(filename, root=SPEC_ROOT)


@app.post("/orders/<order_id:int>/done")
def done(order_id, db):
    db.execute("UPDATE orders SET status = 'done' WHERE id = ?", (order_id,))
    redirect(request.forms.get("back") or "/orders")
