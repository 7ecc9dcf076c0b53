from bottle import abort, request

from ..app import app
from ..suppliers import SUPPLIERS, fetch_price_list


@app.get("/stock/suppliers/<supplier>")
def supplier_prices(supplier):
    if supplier not in SUPPLIERS:
        abort(404)
    return {"items": fetch_price_list(supplier)}


@app.get("/stock/low")
def low_stock(db):
    threshold = int(request.query.get("below", 3))
    rows = db.execute("SELECT name, qty FROM stock WHERE qty < %d ORDER BY qty" % threshold).fetchall()
    return {"low": [dict(r) for r in rows]}
