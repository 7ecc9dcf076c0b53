from fastapi import FastAPI

from .routers import auth, files, people, proxy, reports, rules
from .settings import get_settings

settings = get_settings()

app = FastAPI(title="orbitgate", debug=settings.debug)

for module in (auth, files, people, proxy, reports, rules):
    app.include_router(module.router)
