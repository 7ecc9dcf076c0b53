import hashlib
import hmac
from urllib.parse import urlparse

from starlette.responses import JSONResponse, RedirectResponse

from ..db import cursor
from ..tokens import handler_pin


def _pin_digest(pin: str) -> str:
    return hashlib.sha1(pin.encode()).hexdigest()


async def login(request):
    form = await request.form()
    with cursor() as cur:
        cur.execute("SELECT id, pin_hash FROM handlers WHERE email = ?", (form.get("email", ""),))
        row = cur.fetchone()
    given = _pin_digest(form.get("pin", ""))
    if row is None or not hmac.compare_digest(given, row["pin_hash"]):
        return JSONResponse({"error": "denied"}, status_code=401)
    request.session["handler"] = row["id"]
    nxt = form.get("next", "/")
    parsed = urlparse(nxt)
    if parsed.scheme or parsed.netloc:
        nxt = "/"
    return RedirectResponse(nxt, status_code=303)


async def reset_pin(request):
    form = await request.form()
    pin = handler_pin()
    with cursor() as cur:
        cur.execute("UPDATE handlers SET pin_hash = ? WHERE email = ?",
                    (_pin_digest(pin), form.get("email", "")))
    return JSONResponse({"sent": True})


async def follow(request):
    resp = RedirectResponse(request.query_params.get("to", "/results"))
    resp.set_cookie("followed_dog", request.query_params.get("dog", ""), secure=True, httponly=True, samesite="lax")
    return resp


async def remember(request):
    resp = JSONResponse({"ok": True})
    resp.set_cookie("handler_id", str(request.session.get("handler", "")), max_age=60 * 60 * 24 * 90, secure=True, httponly=True)
    return resp
