from fastapi import APIRouter, Depends, Form, HTTPException, Request
from fastapi.responses import RedirectResponse
from sqlalchemy import text
from sqlalchemy.orm import Session

from ..deps import get_db
from ..security import issue_access_token, new_refresh_token, pwd_context

router = APIRouter(prefix="/auth", tags=["auth"])


@router.post("/login")
def login(request: Request, username: str = Form(...), password: str = Form(...), next: str = Form("/"),
          db: Session = Depends(get_db)):
    row = db.execute(text("SELECT id, pw_hash FROM members WHERE username = :u"), {"u": username}).first()
    if row is None or not pwd_context.verify(password, row.pw_hash):
        raise HTTPException(401, "invalid credentials")
    access = issue_access_token(row.id)
    refresh = new_refresh_token()
    db.execute(text("UPDATE members SET refresh_token = :t WHERE id = :id"), {"t": refresh, "id": row.id})
    db.commit()
    response = RedirectResponse(url=next, status_code=303)
    response.set_cookie(key="member_session", value=access)
    response.set_cookie(key="refresh", value=refresh, httponly=True, secure=True, samesite="strict", path="/auth")
    return response


@router.post("/logout")
def logout(request: Request):
    response = RedirectResponse(url=request.url_for("dashboard"), status_code=303)
    response.delete_cookie("member_session")
    return response
