from fastapi import APIRouter, Depends, Form, HTTPException, Query, Response
from fastapi.responses import RedirectResponse
from sqlalchemy import text
from sqlalchemy.orm import Session

from ..deps import get_db
from ..security import hash_password, issue_session, new_reset_code, verify_password
from ..settings import settings

router = APIRouter(prefix="/auth", tags=["auth"])


@router.post("/login")
def login(
    email: str = Form(...),
    password: str = Form(...),
    next: str = Query(default="/plots/mine"),
    db: Session = Depends(get_db),
):
    row = db.execute(text("SELECT id, pw_hash FROM members WHERE email = :e"), {"e": email}).mappings().first()
    if row is None or not verify_password(password, row["pw_hash"]):
        raise HTTPException(status_code=401, detail="invalid login")
    resp = RedirectResponse(url=next, status_code=303)
    resp.set_cookie(settings.session_cookie, issue_session(row["id"]), max_age=7 * 86400)
    return resp


@router.post("/login/api")
def login_api(response: Response, email: str = Form(...), password: str = Form(...), db: Session = Depends(get_db)):
    row = db.execute(text("SELECT id, pw_hash FROM members WHERE email = :e"), {"e": email}).mappings().first()
    if row is None or not verify_password(password, row["pw_hash"]):
        raise HTTPException(status_code=401, detail="invalid login")
    response.set_cookie(
        key=settings.session_cookie,
        value=issue_session(row["id"]),
        httponly=True,
        secure=True,
        samesite="lax",
        max_age=7 * 86400,
    )
    return {"ok": True}


@router.post("/view")
def set_view(response: Response, layout: str = Form("grid")):
    layout = layout if layout in ("grid", "list", "map") else "grid"
    response.set_cookie("plot_view", layout, max_age=365 * 86400)
    return {"layout": layout}


@router.post("/register")
def register(email: str = Form(...), name: str = Form(...), password: str = Form(...), db: Session = Depends(get_db)):
    db.execute(
        text("INSERT INTO members (email, name, pw_hash) VALUES (:e, :n, :h)"),
        {"e": email, "n": name, "h": hash_password(password)},
    )
    db.commit()
    return {"registered": email}


@router.post("/reset")
def request_reset(email: str = Form(...), db: Session = Depends(get_db)):
    code = new_reset_code()
    db.execute(text("UPDATE members SET reset_code = :c WHERE email = :e"), {"c": code, "e": email})
    db.commit()
    return {"sent": True}
