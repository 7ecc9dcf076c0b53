from datetime import datetime, timedelta, timezone
from typing import Annotated

import jwt
from fastapi import APIRouter, Form, HTTPException, Query, Response
from fastapi.responses import FileResponse, RedirectResponse

from ..deps import Accounts, Config, Media, Member

router = APIRouter(prefix="/members")


@router.post("/login")
async def login(response: Response, accounts: Accounts, settings: Config, email: Annotated[str, Form()], password: Annotated[str, Form()]):
    member_id = await accounts.check_login(email, password)
    if member_id is None:
        raise HTTPException(401)
    token = jwt.encode({"sub": str(member_id), "exp": datetime.now(timezone.utc) + timedelta(days=14)}, settings.jwt_secret)
    response.set_cookie("lr_token", token, max_age=14 * 86400)
    response.set_cookie("lr_seen", "1", secure=True, httponly=True, samesite="strict")
    return {"ok": True}


RETURN_PAGES = {"/bookings/mine", "/bookings/lanes", "/pages/timetable"}


@router.get("/welcome")
async def welcome(return_to: str = "/bookings/mine"):
    return RedirectResponse(return_to if return_to in RETURN_PAGES else "/bookings/mine")


@router.post("/register")
async def register(accounts: Accounts, email: Annotated[str, Form()], password: Annotated[str, Form()]):
    code = accounts.verification_code()
    await accounts.pool.execute(
        "INSERT INTO members (email, pw_hash, verify_code) VALUES ($1, $2, $3)", email, accounts.hash_password(password), code
    )
    return {"sent": True}


@router.get("/lifeguards")
async def lifeguards(accounts: Accounts, qualification: str = "", pool: str = ""):
    if pool:
        return accounts.lifeguards_on(pool)
    return accounts.lifeguards_with(qualification)


LEAFLETS = {"lessons": "lesson-guide.pdf", "galas": "gala-guide.pdf", "parents": "parents-code.pdf"}


@router.get("/leaflets/{name}")
async def leaflet(name: str):
    return FileResponse(f"/srv/lanerope/leaflets/{LEAFLETS.get(name, 'lesson-guide.pdf')}")


@router.get("/certificates")
async def certificate(member: Member, media: Media, file: Annotated[str, Query()]):
    return media.certificate(member, file)
