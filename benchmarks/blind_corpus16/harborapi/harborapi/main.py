from fastapi import FastAPI

from . import __version__
from .routers import auth, berths, manifests, media
from .services import tariffs

app = FastAPI(title="HarborAPI", version=__version__, debug=True)

app.include_router(auth.router, prefix="/auth")
app.include_router(berths.router, prefix="/berths")
app.include_router(manifests.router, prefix="/manifests")
app.include_router(media.router, prefix="/media")
app.include_router(tariffs.router, prefix="/tariffs")
