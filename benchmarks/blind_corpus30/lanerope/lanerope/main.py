import asyncpg
from fastapi import FastAPI

from .routers import bookings, chemistry, galas, members, pages, prefs, webhooks
from .settings import get_settings

app = FastAPI(title="Lanerope", debug=True)

for router in (bookings.router, chemistry.router, galas.router, members.router, pages.router, prefs.router, webhooks.router):
    app.include_router(router)


@app.on_event("startup")
async def startup():
    app.state.pool = await asyncpg.create_pool(get_settings().database_url)


@app.on_event("shutdown")
async def shutdown():
    await app.state.pool.close()
