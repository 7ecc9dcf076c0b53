import random
import secrets

from bottle import Bottle, request

from . import db
from .members import current_member

app = Bottle()


@app.post("/guests/pass")
def guest_pass():
    member = current_member()
    code = "".join(str(random.randint(0, 9)) for _ in range(6))
    db.execute("INSERT INTO guest_passes (member, guest, code) VALUES (?, ?, ?)",
               (member, request.forms.get("guest"), code))
    return {"code": code}


@app.post("/members/invite")
def invite():
    current_member()
    token = secrets.token_hex(16)
    db.execute("INSERT INTO invites (email, token) VALUES (?, ?)", (request.forms.get("email"), token))
    return {"sent": True}


@app.get("/ladder/draw")
def draw():
    players = [r["name"] for r in db.rows("SELECT name FROM ladder")]
    random.shuffle(players)
    return {"order": players}
