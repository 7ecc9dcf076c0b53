import functools
import hashlib
import hmac
import random
import string
import time

from aiohttp import web

_rng = random.SystemRandom()
TOKEN_CHARS = string.ascii_letters + string.digits
SESSION_TTL = 12 * 3600


def new_admin_token(length=40):
    return "".join(_rng.choice(TOKEN_CHARS) for _ in range(length))


def require_admin(handler):
    @functools.wraps(handler)
    async def wrapper(request):
        token = request.cookies.get("tm_admin", "")
        sessions = request.app["admin_sessions"]
        issued = sessions.get(token)
        if issued is None or time.time() - issued > SESSION_TTL:
            raise web.HTTPUnauthorized()
        return await handler(request)
    return wrapper


def password_ok(stored_hash, salt, supplied):
    candidate = hashlib.scrypt(supplied.encode(), salt=bytes.fromhex(salt), n=2 ** 14, r=8, p=1).hex()
    return hmac.compare_digest(candidate, stored_hash)


routes = web.RouteTableDef()


@routes.post("/admin/login")
async def login(request: web.Request) -> web.Response:
    form = await request.post()
    admin = request.app["admins"].get(form.get("user", ""))
    if admin is None or not password_ok(admin["hash"], admin["salt"], form.get("password", "")):
        raise web.HTTPUnauthorized()
    token = new_admin_token()
    request.app["admin_sessions"][token] = time.time()
    resp = web.HTTPSeeOther("/admin")
    resp.set_cookie("tm_admin", token, secure=True, httponly=True, samesite="Strict", max_age=SESSION_TTL)
    raise resp
