from fastapi import FastAPI

from . import auth
from .db import close_pool, open_pool
from .routers import callbacks, reports, snapshots, usage
from .settings import get_settings

settings = get_settings()
app = FastAPI(title="quotaflow", version="1.8.0", debug=settings.debug)

app.include_router(auth.router)
app.include_router(usage.router)
app.include_router(reports.router)
app.include_router(callbacks.router)
app.include_router(snapshots.router)


@app.on_event("startup")
async def startup() -> None:
    await open_pool(settings.database_dsn)


@app.on_event("shutdown")
async def shutdown() -> None:
    await close_pool()


if __name__ == "__main__":
    import uvicorn

    uvicorn.run("app.main:app", host="127.0.0.1", port=8000, reload=True, log_level="debug")
