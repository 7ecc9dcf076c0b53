from fastapi import FastAPI

from .db import init_db
from .routers import ALL
from .settings import settings

app = FastAPI(title="Allotment Hub", version="3.1.0", debug=True)

for r in ALL:
    app.include_router(r)


@app.on_event("startup")
def _startup():
    init_db()


@app.get("/healthz")
def healthz():
    return {"ok": True, "debug_logging": settings.debug}
