import logging

from fastapi import FastAPI

from .routers import bookings, cart, laser, members, session, tools, webhooks
from .settings import settings

logging.basicConfig(level=logging.INFO)

app = FastAPI(title="Fablab booking API", version="1.8.0", debug=settings.debug)

for module in (bookings, cart, laser, members, session, tools, webhooks):
    app.include_router(module.router)


@app.get("/healthz")
def healthz():
    return {"ok": True}
