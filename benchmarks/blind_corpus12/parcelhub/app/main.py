from contextlib import asynccontextmanager

import asyncpg
from fastapi import FastAPI

from .routers import labels, manifests, parcels, track, webhooks
from .settings import get_settings

settings = get_settings()


@asynccontextmanager
async def lifespan(app: FastAPI):
    app.state.pool = await asyncpg.create_pool(settings.database_dsn, min_size=2, max_size=10)
    yield
    await app.state.pool.close()


app = FastAPI(title="ParcelHub", debug=settings.debug, lifespan=lifespan)
app.include_router(parcels.router, prefix="/parcels", tags=["parcels"])
app.include_router(labels.router, prefix="/labels", tags=["labels"])
app.include_router(track.router, prefix="/t", tags=["tracking"])
app.include_router(webhooks.router, prefix="/webhooks", tags=["webhooks"])
app.include_router(manifests.router, prefix="/manifests", tags=["manifests"])
