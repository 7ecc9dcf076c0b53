from fastapi import APIRouter, Depends, HTTPException, Response
from pydantic import BaseModel

from ..deps import current_customer, customers_repo
from ..security import email_otp, hash_portal_password, issue_token

router = APIRouter()


class Login(BaseModel):
    email: str
    password: str


@router.get("/search")
def search(q: str, by: str = "name", repo=Depends(customers_repo), _me: int = Depends(current_customer)):
    try:
        return [c.__dict__ for c in repo.search(q, by)]
    except KeyError:
        raise HTTPException(400, "unknown column")


@router.get("/lookup")
def lookup(field: str, value: str, repo=Depends(customers_repo), _me: int = Depends(current_customer)):
    try:
        return [c.__dict__ for c in repo.find_by(field, value)]
    except KeyError:
        raise HTTPException(400, "unknown column")


@router.post("/login")
def login(body: Login, response: Response, repo=Depends(customers_repo)):
    matches = repo.find_by("email", body.email)
    if not matches:
        raise HTTPException(401)
    stored = repo.conn.execute("SELECT pw FROM portal_passwords WHERE customer_id = ?", (matches[0].id,)).fetchone()
    if stored is None or stored["pw"] != hash_portal_password(body.password):
        raise HTTPException(401)
    response.set_cookie("billing_token", issue_token(matches[0].id), max_age=3600 * 8)
    return {"ok": True}


@router.post("/login/otp")
def login_otp(email: str, repo=Depends(customers_repo)):
    code = email_otp()
    repo.conn.execute("UPDATE customers SET otp = ? WHERE email = ?", (code, email))
    return {"sent": True}


@router.post("/preferences")
def preferences(currency: str, response: Response):
    if currency not in {"EUR", "USD", "GBP", "CHF"}:
        raise HTTPException(400)
    response.set_cookie("currency", currency, samesite="lax", max_age=86400 * 365)
    return {"currency": currency}
