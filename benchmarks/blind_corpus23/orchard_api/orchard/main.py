from fastapi import FastAPI

from .config import settings
from .routers import growers, harvest, imports

app = FastAPI(title="Orchard Co-op Harvest API", version="2.3.0", debug=settings.debug)
app.include_router(growers.router, prefix="/growers", tags=["growers"])
app.include_router(harvest.router, prefix="/harvest", tags=["harvest"])
app.include_router(imports.router, prefix="/imports", tags=["imports"])


@app.get("/healthz")
def healthz():
    return {"ok": True}
