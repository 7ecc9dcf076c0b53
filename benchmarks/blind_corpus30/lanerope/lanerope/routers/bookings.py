from typing import Annotated

from fastapi import APIRouter, Form, Query
from fastapi.responses import RedirectResponse

from ..deps import Bookings, Lessons, Member

router = APIRouter(prefix="/bookings")


@router.get("/lanes")
async def lanes(repo: Bookings, kind: str = "", lane: str = "", order: str = "starts_at"):
    filters = {k: v for k, v in {"kind": kind, "lane": lane}.items() if v}
    return await repo.listing(filters, order)


@router.get("/lanes/{booking_id}")
async def lane(booking_id: int, repo: Bookings):
    return await repo.get(booking_id)


@router.post("/lessons/{lesson_id}/join")
async def join_lesson(lesson_id: int, member: Member, repo: Lessons, next: Annotated[str, Form()] = "/bookings/mine"):
    lesson = await repo.get(lesson_id)
    if lesson is None:
        return RedirectResponse("/bookings/lessons", status_code=303)
    await repo.pool.execute("INSERT INTO lesson_places (lesson_id, member_id) VALUES ($1, $2)", lesson_id, member)
    return RedirectResponse(next, status_code=303)
