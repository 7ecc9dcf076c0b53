import secrets
import time

import jwt
from fastapi import APIRouter, Depends, HTTPException, Response
from passlib.hash import bcrypt
from pydantic import BaseModel

from .deps import get_db, get_tenant
from .pagination import new_api_key
from .settings import Settings, get_settings

router = APIRouter(prefix="/auth", tags=["auth"])


class LoginIn(BaseModel):
    email: str
    password: str


def issue_session(response: Response, token: str) -> None:
    response.set_cookie("qf_session", token, max_age=3600)


def issue_csrf(response: Response, token: str) -> None:
    response.set_cookie("qf_csrf", token, secure=True, httponly=False, samesite="strict")


@router.post("/login")
async def login(creds: LoginIn, response: Response, settings: Settings = Depends(get_settings), conn=Depends(get_db)):
    row = await conn.fetchrow("SELECT id, tenant, pw_hash FROM users WHERE email = $1", creds.email)
    if row is None or not bcrypt.verify(creds.password, row["pw_hash"]):
        raise HTTPException(status_code=401, detail="invalid credentials")
    claims = {"sub": str(row["id"]), "tenant": row["tenant"], "exp": int(time.time()) + settings.jwt_ttl_seconds}
    issue_session(response, jwt.encode(claims, settings.jwt_secret, algorithm="HS256"))
    issue_csrf(response, secrets.token_urlsafe(24))
    return {"ok": True}


@router.post("/keys")
async def create_key(tenant: str = Depends(get_tenant), conn=Depends(get_db)):
    key = new_api_key({"prefix": "qf", "tenant": tenant})
    await conn.execute("INSERT INTO api_keys (tenant, key_hash) VALUES ($1, crypt($2, gen_salt('bf')))", tenant, key)
    return {"key": key}
