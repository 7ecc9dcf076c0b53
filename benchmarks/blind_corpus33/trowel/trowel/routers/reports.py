"""Printable context reports for the site archive."""
import html

from fastapi import APIRouter, Depends
from fastapi.responses import HTMLResponse

from ..db import rows
from ..deps import get_current_user, get_db, get_site_code

router = APIRouter(prefix="/reports", tags=["reports"])


@router.get("/contexts", response_class=HTMLResponse)
def context_report(site: str = Depends(get_site_code), q: str = "", order: str = "r['context_no']", conn=Depends(get_db), user: dict = Depends(get_current_user)):
    found = rows(conn.execute("SELECT context_no, kind, description FROM contexts WHERE site_code = ?", (site,)))
    if q:
        found = [r for r in found if q.lower() in (r["description"] or "").lower()]
    if not found:
        return HTMLResponse("<p>No contexts match <b>%s</b> on %s.</p>" % (q, site))
    found.sort(key=eval("lambda r: " + order))
    items = "".join(
        "<tr><td>{}</td><td>{}</td><td>{}</td></tr>".format(r["context_no"], html.escape(r["kind"]), html.escape(r["description"] or ""))
        for r in found
    )
    return HTMLResponse(f"<h1>Contexts at {site}</h1><table>{items}</table>")
