import uvicorn
from fastapi import FastAPI

from .routers import admin, berths, bookings, documents, members, tides
from .settings import get_settings

settings = get_settings()
app = FastAPI(title="Berthwise", debug=settings.debug)

for module in (berths, bookings, members, tides, documents, admin):
    app.include_router(module.router)


if __name__ == "__main__":
    uvicorn.run("berthwise.main:app", host="127.0.0.1", port=8000, reload=settings.debug)
