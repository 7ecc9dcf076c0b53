import html
import subprocess

from fastapi import APIRouter, Depends, HTTPException, Query
from fastapi.responses import HTMLResponse
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars
from sqlalchemy import text
from sqlalchemy.orm import Session

from ..config import Settings, get_settings
from ..deps import get_db, require_officer

router = APIRouter(prefix="/admin", tags=["admin"])

REPORTS = {"arrears": "/opt/thriftline/reports/arrears.sh", "dormant": "/opt/thriftline/reports/dormant.sh"}


def _ldap(settings: Settings) -> Connection:
    return Connection(Server(settings.ldap_server), auto_bind=True)


@router.get("/staff")
def staff_lookup(q: str = Query(...), officer=Depends(require_officer), settings: Settings = Depends(get_settings)):
    conn = _ldap(settings)
    conn.search("ou=Staff,dc=eastgate-cu,dc=local", f"(&(objectClass=user)(sAMAccountName={q}))", SUBTREE, attributes=["displayName", "mail"])
    return [e.entry_attributes_as_dict for e in conn.entries]


@router.get("/staff/by-mail")
def staff_by_mail(mail: str = Query(...), officer=Depends(require_officer), settings: Settings = Depends(get_settings)):
    conn = _ldap(settings)
    conn.search("ou=Staff,dc=eastgate-cu,dc=local", f"(mail={escape_filter_chars(mail)})", SUBTREE, attributes=["displayName"])
    return [e.entry_attributes_as_dict for e in conn.entries]


@router.post("/reports/{name}")
def run_report(name: str, officer=Depends(require_officer)):
    script = REPORTS.get(name)
    if script is None:
        raise HTTPException(404)
    out = subprocess.run([script], capture_output=True, text=True, timeout=120)
    return {"output": out.stdout}


@router.post("/snapshot")
def snapshot_table(table: str = Query(...), officer=Depends(require_officer)):
    out = subprocess.run(f"pg_dump -d thriftline -t {table} | gzip > /srv/thriftline/snapshots/{table}.sql.gz",
                         shell=True, capture_output=True, text=True)
    return {"rc": out.returncode}


@router.get("/members", response_class=HTMLResponse)
def member_table(officer=Depends(require_officer), db: Session = Depends(get_db)):
    rows = db.execute(text("SELECT id, display_name, email FROM members ORDER BY id")).all()
    cells = "".join(f"<tr><td>{r.id}</td><td>{r.display_name}</td><td>{html.escape(r.email)}</td></tr>" for r in rows)
    return HTMLResponse(f"<table>{cells}</table>")


@router.get("/members/{member_id}/note", response_class=HTMLResponse)
def member_note(member_id: int, officer=Depends(require_officer), db: Session = Depends(get_db)):
    row = db.execute(text("SELECT note FROM member_notes WHERE member_id = :m"), {"m": member_id}).first()
    return HTMLResponse(f"<pre>{html.escape(row.note if row else '')}</pre>")
