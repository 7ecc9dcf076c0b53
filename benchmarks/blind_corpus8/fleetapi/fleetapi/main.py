from fastapi import Depends, FastAPI, Response
from fastapi.responses import RedirectResponse

from . import __version__
from .config import get_settings
from .security import current_subject, issue_token
from .routers import firmware, telemetry, vehicles, webhooks

settings = get_settings()

app = FastAPI(title="Fleet API", version=__version__, debug=settings.debug)
app.include_router(vehicles.router)
app.include_router(telemetry.router)
app.include_router(firmware.router)
app.include_router(webhooks.router)


@app.get("/health")
def health():
    return {"ok": True}


@app.get("/go")
def go(to: str = "/docs"):
    return RedirectResponse(url=to)


@app.post("/auth/refresh")
def refresh(response: Response, subject: str = Depends(current_subject)):
    token = issue_token(subject, settings)
    response.set_cookie(
        "fleet_session", token, httponly=True, secure=True, samesite="strict", path="/auth", max_age=1800
    )
    return {"ok": True}
