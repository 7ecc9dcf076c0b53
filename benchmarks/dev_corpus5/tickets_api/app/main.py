from fastapi import FastAPI
from fastapi.templating import Jinja2Templates

from app.admin_app import admin
from app.repositories.reports import database
from app.routers import auth, tickets, webhooks
from app.settings import get_settings

settings = get_settings()

app = FastAPI(title="tickets", version="2.7.0", debug=settings.debug)
app.state.templates = Jinja2Templates(directory="templates")

app.include_router(auth.router)
app.include_router(tickets.router)
app.include_router(webhooks.router)
app.mount("/admin", admin)


@app.on_event("startup")
async def startup() -> None:
    await database.connect()


@app.on_event("shutdown")
async def shutdown() -> None:
    await database.disconnect()
