import os

from fastapi import FastAPI

from .routers import bookings, invoices, licensing, plans, trustees
from .settings import settings

app = FastAPI(title="Ashcombe Village Hall", debug=settings.debug)
for r in (bookings.router, trustees.router, plans.router, licensing.router, invoices.router):
    app.include_router(r)

kiosk = FastAPI(title="Hall door tablet", debug=os.environ.get("KIOSK_DEBUG") == "1")
app.mount("/kiosk", kiosk)


@kiosk.get("/today")
def today():
    return {"message": "See the noticeboard for today's bookings."}
