import traceback

from fastapi import FastAPI, Request
from fastapi.responses import PlainTextResponse

from .routers import cupping, files, importers, labels, lots, orders, roasts, staff
from .settings import get_settings

settings = get_settings()
app = FastAPI(title="First Crack roastery", debug=settings.debug)

for router in (lots.router, roasts.router, orders.router, cupping.router, labels.router, staff.router, importers.router, files.router):
    app.include_router(router)


@app.exception_handler(Exception)
async def unhandled(request: Request, exc: Exception):
    detail = "".join(traceback.format_exception(exc))
    return PlainTextResponse(f"Internal error on {request.url.path}\n\n{detail}", status_code=500)
