from fastapi import FastAPI

from .config import get_settings
from .routers import auth, files, integrations, items, reports

settings = get_settings()

app = FastAPI(title="Inventory API", debug=settings.debug)

app.include_router(auth.router, prefix="/auth", tags=["auth"])
app.include_router(items.router, prefix="/items", tags=["items"])
app.include_router(reports.router, prefix="/reports", tags=["reports"])
app.include_router(files.router, prefix="/files", tags=["files"])
app.include_router(integrations.router, prefix="/integrations", tags=["integrations"])


@app.get("/healthz")
async def healthz() -> dict[str, str]:
    return {"status": "ok"}
