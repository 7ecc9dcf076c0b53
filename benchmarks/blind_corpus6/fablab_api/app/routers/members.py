import os

from fastapi import APIRouter, Depends, Form, UploadFile
from fastapi.responses import HTMLResponse
from sqlalchemy import text
from sqlalchemy.orm import Session

from .. import auth
from ..apikeys import hash_door_pin
from ..auth import current_member, require_group
from ..badges import render_badge_sheet
from ..db import get_db
from ..settings import settings

router = APIRouter(prefix="/members", tags=["members"])


@router.get("/me")
def me(member: dict = Depends(current_member)):
    return {"username": member["sub"], "name": member.get("name"), "groups": member.get("groups", [])}


@router.post("/me/avatar")
async def upload_avatar(file: UploadFile, member: dict = Depends(current_member)):
    if not (file.content_type or "").startswith("image/"):
        return {"error": "images only"}
    dest_dir = os.path.join(settings.avatar_dir, member["sub"])
    os.makedirs(dest_dir, exist_ok=True)
    dest = os.path.join(dest_dir, file.filename)
    with open(dest, "wb") as fh:
        fh.write(await file.read())
    return {"stored": os.path.basename(dest)}


@router.post("/me/door-pin")
def set_door_pin(pin: str = Form(..., pattern=r"^[0-9]{6}$"), member: dict = Depends(current_member), db: Session = Depends(get_db)):
    db.execute(
        text("UPDATE door_access SET pin_hash = :h WHERE member = :m"),
        {"h": hash_door_pin(pin), "m": member["sub"]},
    )
    db.commit()
    return {"ok": True}


@router.get("/badges", response_class=HTMLResponse)
def badges(usernames: str, staff: dict = Depends(require_group("hosts"))):
    members = []
    for username in usernames.split(","):
        found = auth.find_member(username.strip())
        if found:
            members.append({"username": username.strip(), **found})
    return render_badge_sheet(members)
