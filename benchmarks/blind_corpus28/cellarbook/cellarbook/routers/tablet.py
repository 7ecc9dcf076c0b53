"""Mini app served to the tasting-room tablets on the guest Wi-Fi."""
from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

tablet_app = FastAPI(title="Tasting room", debug=True)


@tablet_app.get("/flight", response_class=HTMLResponse)
async def flight(request: Request):
    wines = getattr(request.app.state, "flight", [])
    return "<ul>" + "".join("<li>%d. %s</li>" % (i + 1, w) for i, w in enumerate(wines)) + "</ul>"
