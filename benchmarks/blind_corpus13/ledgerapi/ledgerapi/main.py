from contextlib import asynccontextmanager

from fastapi import FastAPI

from . import db
from .routers import accounts, imports, reports, statements, webhooks
from .settings import get_settings

settings = get_settings()


@asynccontextmanager
async def lifespan(app: FastAPI):
    await db.connect(settings.database_dsn)
    yield
    await db.disconnect()


app = FastAPI(title="Ledger API", debug=settings.debug, lifespan=lifespan)
app.include_router(accounts.router)
app.include_router(statements.router)
app.include_router(reports.router)
app.include_router(webhooks.router)
app.include_router(imports.router)


@app.get("/healthz")
async def healthz() -> dict[str, str]:
    return {"status": "ok"}
