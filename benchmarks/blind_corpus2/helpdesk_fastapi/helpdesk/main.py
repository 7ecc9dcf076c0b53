import logging

from fastapi import FastAPI

from .admin import admin_app
from .config import settings
from .routers import attachments, auth, tickets, webhooks

logging.basicConfig(level=logging.DEBUG if settings.debug else logging.INFO)

app = FastAPI(title="Helpdesk", version="2.3.0", debug=settings.debug)
app.include_router(tickets.router)
app.include_router(attachments.router)
app.include_router(webhooks.router)
app.include_router(auth.router)
app.mount("/admin", admin_app)


@app.get("/healthz")
def healthz():
    return {"ok": True}
