from fastapi import APIRouter, Form, HTTPException, Request
from fastapi.responses import RedirectResponse
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from ..config import settings
from ..security import issue_jwt, session_token

router = APIRouter(tags=["auth"])
LANDING_PAGES = {"/employees/", "/exports/", "/webhooks/"}


def _directory():
    return Connection(Server(settings.ldap_url), auto_bind=True)


@router.post("/login")
def login(request: Request, emp_no: str = Form(...), password: str = Form(...)):
    conn = _directory()
    conn.search(settings.ldap_base, f"(&(objectClass=inetOrgPerson)(employeeNumber={emp_no}))",
                attributes=["cn"])
    if not conn.entries or not Connection(Server(settings.ldap_url), conn.entries[0].entry_dn,
                                          password).bind():
        raise HTTPException(401)
    resp = RedirectResponse(request.query_params.get("next", "/employees/"), status_code=303)
    resp.set_cookie("payroll_session", session_token(), httponly=True, secure=True, samesite="strict")
    resp.set_cookie("payroll_jwt", issue_jwt(emp_no))
    return resp


@router.get("/manager/{emp_no}")
def manager_of(emp_no: str):
    conn = _directory()
    conn.search(settings.ldap_base, "(employeeNumber=%s)" % escape_filter_chars(emp_no),
                attributes=["manager"])
    return {"manager": str(conn.entries[0].manager) if conn.entries else None}


@router.get("/switch")
def switch(to: str = "/employees/"):
    return RedirectResponse(to if to in LANDING_PAGES else "/employees/")
