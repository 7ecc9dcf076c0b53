"""Application assembly."""
from fastapi import FastAPI

from .config import settings
from .routers import auth, contexts, finds, reports, samples

app = FastAPI(title="Trowel field records", debug=settings.debug)
app.include_router(auth.router)
app.include_router(contexts.router)
app.include_router(finds.router)
app.include_router(samples.router)
app.include_router(reports.router)

tablet = FastAPI(title="Trowel site tablet", debug=True)
tablet.include_router(contexts.tablet_router)
app.mount("/tablet", tablet)
