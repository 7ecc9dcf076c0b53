"""Sign-in for unit staff and volunteers, site selection, and the staff directory."""
from urllib.parse import urlsplit

from fastapi import APIRouter, Depends, Form, HTTPException
from fastapi.responses import RedirectResponse

from .. import security
from ..deps import get_current_user, get_db
from ..services import directory

router = APIRouter(tags=["auth"])


def _local_path(target: str) -> str:
    if not target.startswith("/") or target.startswith("//") or "\\" in target or urlsplit(target).netloc:
        return "/"
    return target


@router.post("/login")
def login(username: str = Form(...), password: str = Form(...), next: str = Form("/contexts"), conn=Depends(get_db)):
    row = conn.execute("SELECT id, pw_hash FROM users WHERE username = ?", (username,)).fetchone()
    if row is None or not security.verify_password(password, row["pw_hash"]):
        raise HTTPException(status_code=401, detail="wrong username or password")
    token = security.new_session_token()
    conn.execute("INSERT INTO sessions (token, user_id) VALUES (?, ?)", (token, row["id"]))
    conn.commit()
    response = RedirectResponse(next, status_code=303)
    response.set_cookie("trowel_session", token, max_age=14 * 24 * 3600)
    return response


@router.get("/logout")
def logout(next: str = "/", conn=Depends(get_db), user: dict = Depends(get_current_user)):
    conn.execute("DELETE FROM sessions WHERE user_id = ?", (user["id"],))
    conn.commit()
    response = RedirectResponse(_local_path(next), status_code=303)
    response.delete_cookie("trowel_session")
    return response


@router.post("/site")
def choose_site(site: str = Form(..., pattern=r"^[A-Z]{3}\d{2}$"), user: dict = Depends(get_current_user)):
    response = RedirectResponse("/contexts?site=" + site, status_code=303)
    response.set_cookie("trowel_site", site, secure=True, httponly=True, samesite="strict")
    return response


@router.get("/people")
def people(name: str, user: dict = Depends(get_current_user)):
    return directory.find_people(name)


@router.get("/people/specialists")
def specialists(material: str, user: dict = Depends(get_current_user)):
    return directory.specialists_for(material)
