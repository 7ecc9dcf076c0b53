import logging

from fastapi import FastAPI

from .routers import attachments, auth, integrations, notes, tools
from .settings import get_settings

settings = get_settings()
logging.basicConfig(level=logging.DEBUG if settings.debug else logging.INFO)

app = FastAPI(title="Notes", debug=settings.debug)
for r in (notes.router, auth.router, attachments.router, integrations.router, tools.router):
    app.include_router(r)


@app.get("/healthz")
async def healthz():
    return {"ok": True}
