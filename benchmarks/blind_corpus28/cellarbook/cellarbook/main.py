from fastapi import FastAPI

from cellarbook.routers import barrels, club, exports, lab, labels, tablet
from cellarbook.settings import settings

app = FastAPI(title="Cellarbook", debug=settings.debug)
app.include_router(barrels.router, prefix="/barrels", tags=["barrels"])
app.include_router(lab.router, prefix="/lab", tags=["lab"])
app.include_router(club.router, prefix="/club", tags=["club"])
app.include_router(labels.router, prefix="/labels", tags=["labels"])
app.include_router(exports.router, prefix="/exports", tags=["exports"])
app.mount("/tablet", tablet.tablet_app)
