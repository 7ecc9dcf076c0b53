import hashlib
import os
import secrets
import urllib.request

from bottle import abort, redirect, request, response

from ..app import app
from ..settings import COOKIE_SECRET, PHOTO_DIR


def _check(db, email, password):
    row = db.execute("SELECT id, salt, pw_hash FROM customers WHERE email = ?", (email,)).fetchone()
    if row is None:
        return None
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), bytes.fromhex(row["salt"]), 200_000).hex()
    return row["id"] if secrets.compare_digest(digest, row["pw_hash"]) else None


@app.post("/login")
def login(db):
    customer = _check(db, request.forms.get("email", ""), request.forms.get("password", ""))
    if customer is None:
        abort(403)
    response.set_cookie("bench_session", customer, secret=COOKIE_SECRET, path="/",
                        httponly=True, secure=True, samesite="lax")
    redirect(request.query.get("back") or "/")


@app.get("/logout")
def logout():
    response.delete_cookie("bench_session", path="/")
    redirect(app.get_url("catalogue"))


@app.post("/account/avatar")
def avatar(db):
    customer = request.environ.get("bench.customer")
    if not customer:
        abort(401)
    with urllib.request.urlopen(request.forms.get("avatar_url"), timeout=10) as resp:
        data = resp.read(2_000_000)
    with open(os.path.join(PHOTO_DIR, "avatars", f"{int(customer)}.jpg"), "wb") as fh:
        fh.write(data)
    return {"ok": True}


@app.get("/account/remember")
def remember(db):
    customer = request.environ.get("bench.customer")
    if not customer:
        abort(401)
    token = secrets.token_urlsafe(32)
    db.execute("INSERT INTO remember_tokens (token, customer_id) VALUES (?, ?)", (token, int(customer)))
    response.set_cookie("bench_remember", token, path="/", max_age=30 * 86400)
    return {"remember": True}
