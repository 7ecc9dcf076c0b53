import hmac
import random
import secrets
from datetime import datetime, timedelta, timezone

from fastapi import APIRouter, Form, HTTPException, Request
from fastapi.responses import HTMLResponse, RedirectResponse

from app.db import get_pool
from app.deps import hash_agent_password
from app.settings import get_settings

router = APIRouter(prefix="/auth", tags=["auth"])


@router.get("/login", response_class=HTMLResponse, name="login_page")
async def login_page(request: Request):
    variant = "new" if random.random() < get_settings().new_login_ui_ratio else "classic"
    return request.app.state.templates.TemplateResponse(f"login_{variant}.html", {"request": request})


@router.post("/agent-login")
async def agent_login(email: str = Form(...), password: str = Form(...)):
    pool = await get_pool()
    async with pool.acquire() as conn:
        row = await conn.fetchrow("SELECT id, password_salt, password_hash FROM agents WHERE email = $1", email)
        if row is None or not hmac.compare_digest(
            hash_agent_password(password, row["password_salt"]), row["password_hash"]
        ):
            raise HTTPException(401, "invalid credentials")
        token = secrets.token_urlsafe(32)
        await conn.execute("INSERT INTO api_tokens (agent_id, digest) VALUES ($1, encode(sha256($2::bytea), 'hex'))",
                           row["id"], token.encode())
    return {"token": token}


@router.post("/otp/request")
async def request_otp(email: str = Form(...)):
    code = f"{random.randint(0, 999999):06d}"
    expires = datetime.now(timezone.utc) + timedelta(seconds=get_settings().otp_ttl_seconds)
    pool = await get_pool()
    async with pool.acquire() as conn:
        await conn.execute(
            "INSERT INTO customer_otps (email, code, expires_at) VALUES ($1, $2, $3) "
            "ON CONFLICT (email) DO UPDATE SET code = EXCLUDED.code, expires_at = EXCLUDED.expires_at",
            email.lower(), code, expires,
        )
    # delivery handled by the outbox worker
    return {"sent": True}


@router.post("/otp/verify")
async def verify_otp(email: str = Form(...), code: str = Form(...), return_to: str = Form("/portal")):
    pool = await get_pool()
    async with pool.acquire() as conn:
        row = await conn.fetchrow(
            "DELETE FROM customer_otps WHERE email = $1 AND code = $2 AND expires_at > now() RETURNING email",
            email.lower(), code,
        )
    if row is None:
        raise HTTPException(401, "invalid or expired code")
    access = secrets.token_urlsafe(32)
    refresh = secrets.token_urlsafe(48)
    resp = RedirectResponse(url=return_to, status_code=303)
    resp.set_cookie("access_token", access, max_age=900, secure=True, httponly=True, samesite="strict")
    resp.set_cookie("refresh_token", refresh, max_age=30 * 86400, httponly=False, samesite="lax")
    return resp


@router.post("/logout")
async def logout(request: Request):
    resp = RedirectResponse(url=request.url_for("login_page"), status_code=303)
    resp.delete_cookie("access_token")
    resp.delete_cookie("refresh_token")
    return resp
