from fastapi import FastAPI

from .routers import comps, grades, kit, members, routes, waivers
from .settings import get_settings

settings = get_settings()

app = FastAPI(title="The Crux Wall desk", debug=settings.debug)
app.include_router(members.router)
app.include_router(routes.router)
app.include_router(grades.router)
app.include_router(waivers.router)
app.include_router(kit.router)
app.mount("/scoring", comps.scoring_app)
