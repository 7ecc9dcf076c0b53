from fastapi import FastAPI

from .routers import items, images, reports, bulk
from .settings import get_settings

settings = get_settings()

app = FastAPI(title="Inventory", debug=settings.debug)

app.include_router(items.router, prefix="/items")
app.include_router(images.router, prefix="/images")
app.include_router(reports.router, prefix="/reports")
app.include_router(bulk.router, prefix="/bulk")
