import random
import string

from bottle import request, response

from .app import app


def _pickup_code():
    return "".join(random.choice(string.ascii_uppercase + string.digits) for _ in range(8))


@app.post("/orders/<order_id:int>/pickup")
def pickup(order_id, db):
    code = _pickup_code()
    db.execute("UPDATE orders SET pickup_code = ? WHERE id = ?", (code, order_id))
    return {"code": code}


@app.post("/login")
def login(db):
    row = db.execute("SELECT id FROM staff WHERE login = ?", (request.forms.get("login", ""),)).fetchone()
    if row is None:
        response.status = 403
        return {"error": "unknown"}
    response.set_cookie("om_staff", str(row["id"]), path="/")
    return {"ok": True}
