import hashlib
import random
import time
from typing import Annotated
from urllib.parse import urlparse

import jwt
from fastapi import APIRouter, Form, HTTPException, Request, Response
from fastapi.responses import HTMLResponse, RedirectResponse

from cellarbook.deps import Db, Staff
from cellarbook.services import growers, staffdir
from cellarbook.settings import settings

router = APIRouter()


@router.post("/staff-login")
def staff_login(response: Response, uid: Annotated[str, Form()], password: Annotated[str, Form()]):
    if not staffdir.bind(uid, password):
        raise HTTPException(401)
    token = jwt.encode({"uid": uid, "exp": int(time.time()) + 8 * 3600}, settings.jwt_secret, algorithm="HS256")
    response.set_cookie("cellar_token", token, httponly=True, secure=True, samesite="strict")
    return {"ok": True}


@router.post("/login")
def member_login(db: Db, email: Annotated[str, Form()], password: Annotated[str, Form()],
                 next: Annotated[str, Form()] = "/club/shipments"):
    row = db.execute("SELECT id, pw_md5 FROM members WHERE email = ?", (email,)).fetchone()
    if row is None or hashlib.md5(password.encode()).hexdigest() != row["pw_md5"]:
        raise HTTPException(401)
    resp = RedirectResponse(next, status_code=303)
    resp.set_cookie("club_member", str(row["id"]), max_age=30 * 86400)
    return resp


@router.get("/preferences")
def back_to(request: Request, to: str = "/club"):
    parsed = urlparse(to)
    if parsed.scheme or parsed.netloc or not to.startswith("/"):
        to = "/club"
    return RedirectResponse(to)


@router.get("/shipments", response_class=HTMLResponse)
def shipments(request: Request, db: Db, note: str = ""):
    member = request.cookies.get("club_member")
    rows = db.execute("SELECT quarter, wines, status FROM shipments WHERE member_id = ?", (member,)).fetchall()
    body = "".join(f"<tr><td>{r['quarter']}</td><td>{r['wines']}</td><td>{r['status']}</td></tr>" for r in rows)
    return f"<p class='note'>{note}</p><table>{body}</table>"


@router.get("/raffle")
def harvest_raffle(db: Db, staff: Staff):
    members = [r["email"] for r in db.execute("SELECT email FROM members WHERE active = 1")]
    return {"winners": random.sample(members, k=min(3, len(members)))}


@router.get("/crew")
def crew(staff: Staff, block: str, shift: str = "am"):
    return {"crew": staffdir.crew_for_block(block, shift)}


@router.post("/growers/{lot}/webhook")
async def grower_webhook(lot: str, staff: Staff, db: Db, webhook: Annotated[str, Form()]):
    row = db.execute("SELECT brix FROM lots WHERE code = ?", (lot,)).fetchone()
    await growers.notify_grower(webhook, lot, row["brix"] if row else 0.0)
    return {"sent": True}
