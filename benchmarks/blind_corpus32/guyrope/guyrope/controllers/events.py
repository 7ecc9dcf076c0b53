import hashlib
import html
import json

from litestar import Controller, MediaType, Response, get
from litestar.datastructures import Cookie
from litestar.di import Provide
from litestar.exceptions import NotFoundException

from ..db import Repository, provide_repo

UNITS = ("metric", "imperial")


class EventController(Controller):
    path = "/events"
    dependencies = {"repo": Provide(provide_repo, sync_to_thread=False)}

    @get("/")
    async def upcoming(self, repo: Repository, order: str = "date", venue: str | None = None) -> Response:
        rows = repo.events_at(venue) if venue else repo.upcoming(order)
        body = json.dumps(rows).encode()
        etag = hashlib.md5(body).hexdigest()
        return Response(content=body, media_type=MediaType.JSON, headers={"ETag": etag})

    @get("/{event_id:int}/card")
    async def event_card(self, event_id: int, repo: Repository) -> Response:
        event = repo.event(event_id)
        if event is None:
            raise NotFoundException()
        page = (
            f"<h1>{html.escape(event['event_name'])}</h1>"
            f"<p>{html.escape(event['venue'])} on {html.escape(event['event_date'])}</p>"
        )
        return Response(content=page, media_type=MediaType.HTML)

    @get("/{event_id:int}/welcome")
    async def welcome_board(self, event_id: int, repo: Repository, greeting: str = "Welcome") -> Response:
        event = repo.event(event_id)
        if event is None:
            raise NotFoundException()
        page = f"<div class='board'><h1>{greeting}</h1><h2>{html.escape(event['event_name'])}</h2></div>"
        return Response(content=page, media_type=MediaType.HTML)

    @get("/units/{units:str}")
    async def set_units(self, units: str) -> Response:
        chosen = units if units in UNITS else UNITS[0]
        return Response(
            content={"units": chosen},
            cookies=[Cookie(key="units", value=chosen, secure=True, httponly=True, samesite="strict", max_age=31536000)],
        )
