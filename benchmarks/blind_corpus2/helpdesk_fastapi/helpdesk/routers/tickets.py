import html

from fastapi import APIRouter, HTTPException, Query, Request
from fastapi.responses import HTMLResponse
from pydantic import BaseModel, EmailStr

from .. import db
from ..templating import render_canned, render_canned_sandboxed
from ..validators import SEARCHABLE, ValidationError, sort_clause

router = APIRouter(prefix="/tickets", tags=["tickets"])


class TicketIn(BaseModel):
    title: str
    body: str
    requester: EmailStr


@router.post("/", status_code=201)
def create(ticket: TicketIn):
    return {"id": db.create_ticket(ticket.title, ticket.body, ticket.requester)}


@router.get("/search")
def search(request: Request, q: str = Query("")):
    field = request.query_params.get("field", "title")
    return {"results": db.search_tickets(field, q)}


@router.get("/sorted")
def sorted_tickets(order: str = "id", direction: str = "asc"):
    try:
        column, direction = sort_clause(order, direction)
    except ValidationError as exc:
        raise HTTPException(400, str(exc))
    return db.list_sorted(column, direction)


@router.get("/{ticket_id}/print", response_class=HTMLResponse)
def printable(ticket_id: int):
    t = db.get_ticket(ticket_id)
    if t is None:
        raise HTTPException(404)
    page = f"<html><head><title>#{t["id"]}</title></head><body><h1>{t["title"]}</h1><pre>{t["body"]}</pre></body></html>"
    return HTMLResponse(page)


@router.get("/{ticket_id}/card", response_class=HTMLResponse)
def card(ticket_id: int):
    t = db.get_ticket(ticket_id)
    if t is None:
        raise HTTPException(404)
    return HTMLResponse(f"<div class='card'><b>{html.escape(t["title"])}</b> &middot; {html.escape(t["requester"])}</div>")


@router.post("/{ticket_id}/reply-preview")
async def reply_preview(ticket_id: int, request: Request):
    payload = await request.json()
    t = db.get_ticket(ticket_id) or {}
    return {"preview": render_canned(payload["template"], ticket=t)}


@router.post("/{ticket_id}/reply-preview-safe")
async def reply_preview_safe(ticket_id: int, request: Request):
    payload = await request.json()
    t = db.get_ticket(ticket_id) or {}
    return {"preview": render_canned_sandboxed(payload["template"], ticket=t)}


@router.get("/fields")
def fields():
    return {"searchable": list(SEARCHABLE)}
