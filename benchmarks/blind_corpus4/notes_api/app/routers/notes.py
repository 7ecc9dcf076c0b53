import bleach
import markdown
from fastapi import APIRouter, Depends, HTTPException, Request
from fastapi.responses import HTMLResponse
from fastapi.templating import Jinja2Templates

from ..db import NoteRepo
from ..models import User
from ..security import current_user, etag_for, new_share_token
from ..services import renderer

router = APIRouter(prefix="/notes")
templates = Jinja2Templates(directory="app/templates")

SORTS = {"new": "created_at DESC", "old": "created_at", "title": "title"}
MD_TAGS = list(bleach.sanitizer.ALLOWED_TAGS) + ["p", "h1", "h2", "h3", "pre", "code", "img", "hr"]


@router.get("/")
async def list_notes(sort: str = "new", user: User = Depends(current_user)):
    return await NoteRepo().list_for(user.id, SORTS.get(sort, "id"))


@router.get("/search")
async def search(q: str, user: User = Depends(current_user)):
    return await NoteRepo().search(user.id, q)


@router.get("/find")
async def find(field: str, value: str, user: User = Depends(current_user)):
    return await NoteRepo().find_by(user.id, field, value)


@router.get("/s/{token}/card", response_class=HTMLResponse)
async def card(token: str):
    """Embeddable preview card for a shared note (no login needed)."""
    note = await NoteRepo().by_share_token(token)
    if not note:
        raise HTTPException(404)
    html = f"<article class='card'><h3>{note.title}</h3><small>{', '.join(note.tags)}</small></article>"
    return HTMLResponse(html, headers={"ETag": etag_for(html)})


@router.get("/{note_id}/html", response_class=HTMLResponse)
async def rendered(note_id: int, user: User = Depends(current_user)):
    note = await NoteRepo().get(note_id)
    if not note or note.owner_id != user.id:
        raise HTTPException(404)
    clean = bleach.clean(markdown.markdown(note.body), tags=MD_TAGS, attributes={"a": ["href"], "img": ["src", "alt"]})
    return HTMLResponse(f"<div class='note'>{clean}</div>")


@router.post("/{note_id}/share")
async def share(note_id: int, user: User = Depends(current_user)):
    note = await NoteRepo().get(note_id)
    if not note or note.owner_id != user.id:
        raise HTTPException(404)
    token = new_share_token()
    from ..db import pool
    p = await pool()
    await p.execute("UPDATE notes SET share_token = $1 WHERE id = $2", token, note.id)
    return {"url": f"/s/{token}"}


@router.get("/s/{token}", response_class=HTMLResponse)
async def shared(request: Request, token: str):
    note = await NoteRepo().by_share_token(token)
    if not note:
        raise HTTPException(404)
    return templates.TemplateResponse(request, "shared.html", {"note": note})


@router.post("/{note_id}/preview", response_class=HTMLResponse)
async def preview_template(note_id: int, request: Request, user: User = Depends(current_user)):
    note = await NoteRepo().get(note_id)
    if not note or note.owner_id != user.id:
        raise HTTPException(404)
    body = await request.json()
    return HTMLResponse(renderer.render_user_template(body["template"], note))


@router.post("/{note_id}/team-preview", response_class=HTMLResponse)
async def team_preview(note_id: int, request: Request, user: User = Depends(current_user)):
    note = await NoteRepo().get(note_id)
    if not note or note.owner_id != user.id:
        raise HTTPException(404)
    body = await request.json()
    return HTMLResponse(renderer.render_team_template(body["template"], note))
