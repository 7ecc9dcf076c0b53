from fastapi import FastAPI

from .routers import files, imports, search, status, webhooks

app = FastAPI(title="Hopper", version="2.3.0")
app.include_router(webhooks.router, prefix="/webhooks", tags=["webhooks"])
app.include_router(files.router, prefix="/files", tags=["files"])
app.include_router(search.router, prefix="/search", tags=["search"])
app.include_router(imports.router, prefix="/imports", tags=["imports"])
app.include_router(status.router, prefix="/status", tags=["status"])


@app.get("/healthz")
def healthz():
    return {"ok": True}
