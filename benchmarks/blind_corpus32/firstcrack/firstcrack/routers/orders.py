import hashlib
import hmac
import secrets
import sqlite3
from typing import Annotated

from fastapi import APIRouter, Depends, Form, HTTPException
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse

from ..deps import current_cafe, get_conn, get_orders, start_session
from ..repo import Repo
from ..tokens import wholesale_discount_code

router = APIRouter(prefix="/wholesale", tags=["wholesale"])
GRINDS = ("whole", "espresso", "filter", "cafetiere")


@router.post("/login")
def login(
    conn: Annotated[sqlite3.Connection, Depends(get_conn)],
    account: Annotated[str, Form()],
    password: Annotated[str, Form()],
    next_url: Annotated[str, Form(alias="next")] = "/wholesale/orders",
):
    row = conn.execute("SELECT id, name, pw_hash, pw_salt FROM cafes WHERE account = ?", (account,)).fetchone()
    if row is None:
        raise HTTPException(status_code=401)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), bytes.fromhex(row["pw_salt"]), 310000).hex()
    if not hmac.compare_digest(digest, row["pw_hash"]):
        raise HTTPException(status_code=401)
    token = secrets.token_urlsafe(32)
    start_session(token, {"id": row["id"], "name": row["name"]})
    response = RedirectResponse(url=next_url, status_code=303)
    response.set_cookie("cafe_session", token)
    return response


@router.post("/orders", response_class=HTMLResponse)
def place_order(
    cafe: Annotated[dict, Depends(current_cafe)],
    orders: Annotated[Repo, Depends(get_orders)],
    lot_id: Annotated[int, Form()],
    kg: Annotated[float, Form()],
    grind: Annotated[str, Form()],
    delivery_note: Annotated[str, Form()] = "",
):
    if grind not in GRINDS:
        raise HTTPException(status_code=422, detail="unknown grind")
    order_id = orders.insert({"cafe_id": cafe["id"], "lot_id": lot_id, "kg": kg, "grind": grind, "status": "new"})
    return HTMLResponse(
        f"<h2>Order {order_id} received</h2><p>{kg} kg, {grind}</p><p>Delivery note: {delivery_note}</p>"
    )


@router.post("/preferences/grind")
def remember_grind(grind: Annotated[str, Form()]):
    if grind not in GRINDS:
        raise HTTPException(status_code=422)
    response = JSONResponse({"grind": grind})
    response.set_cookie(key="grind", value=grind, max_age=31536000, secure=True, httponly=True, samesite="lax")
    return response


@router.post("/welcome")
def welcome(cafe: Annotated[dict, Depends(current_cafe)]):
    return {"discount_code": wholesale_discount_code()}


@router.get("/orders/done")
def after_order(cafe: Annotated[dict, Depends(current_cafe)], view: str = "list"):
    targets = {"list": "/wholesale/orders", "lots": "/lots/", "invoice": "/wholesale/invoices"}
    return RedirectResponse(url=targets.get(view, "/wholesale/orders"), status_code=303)
