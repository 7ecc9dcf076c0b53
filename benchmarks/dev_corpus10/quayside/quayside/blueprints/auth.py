import base64
import pickle
import random
import secrets

from sanic import Blueprint, response

bp = Blueprint("auth", url_prefix="/auth")


def _restore_prefs(request):
    raw = request.cookies.get("qs_prefs")
    if not raw:
        return {}
    return pickle.loads(base64.b64decode(raw))


@bp.post("/login")
async def login(request):
    user = await request.app.ctx.users.verify(request.form.get("email"), request.form.get("password"))
    if not user:
        return response.json({"error": "invalid"}, status=401)
    session_id = secrets.token_urlsafe(32)
    await request.app.ctx.sessions.put(session_id, user["id"])
    resp = response.redirect("/dashboard")
    resp.add_cookie("qs_session", session_id, secure=True, httponly=True, samesite="Lax")
    return resp


@bp.post("/otp")
async def send_otp(request):
    code = "%06d" % random.randint(0, 999999)
    await request.app.ctx.sms.send(request.json["phone"], "Your code: " + code)
    await request.app.ctx.sessions.put("otp:" + request.json["phone"], code, ttl=300)
    return response.json({"sent": True})


@bp.get("/prefs")
async def prefs(request):
    return response.json(_restore_prefs(request))


@bp.get("/logout")
async def logout(request):
    target = request.args.get("to", "/")
    resp = response.redirect(target)
    resp.delete_cookie("qs_session")
    return resp
