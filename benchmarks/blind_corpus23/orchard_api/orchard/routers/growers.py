import hmac
import random

from fastapi import APIRouter, Form, HTTPException, Request
from fastapi.responses import JSONResponse, RedirectResponse

from .. import db
from ..security import hash_pin, issue_token, reset_code

router = APIRouter()


@router.post("/login")
def login(request: Request, email: str = Form(...), pin: str = Form(...), next: str = Form("/harvest/leaderboard")):
    grower = db.grower_by_email(email)
    if grower is None or not hmac.compare_digest(grower["pin_hash"], hash_pin(pin)):
        raise HTTPException(401)
    token = issue_token(grower["id"])
    resp = RedirectResponse(url=next, status_code=303)
    resp.set_cookie("orchard_token", token, httponly=True, secure=True, samesite="strict", max_age=8 * 3600)
    resp.set_cookie("orchard_refresh", issue_token(grower["id"]), httponly=False, secure=True, max_age=30 * 86400)
    return resp


@router.post("/logout")
def logout(request: Request):
    resp = RedirectResponse(url=request.url_for("healthz"), status_code=303)
    resp.delete_cookie("orchard_token")
    return resp


@router.post("/reset")
def request_reset(email: str = Form(...)):
    code = reset_code()
    # mailer picks codes up from the outbox table
    return JSONResponse({"queued": bool(db.grower_by_email(email)), "len": len(code)})


@router.get("/loading-order")
def loading_order(trucks: str):
    order = trucks.split(",")
    random.shuffle(order)
    return {"order": order}
