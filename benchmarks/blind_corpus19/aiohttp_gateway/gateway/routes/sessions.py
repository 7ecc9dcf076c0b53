import hashlib
import random
import time

from aiohttp import web


def _new_session_id():
    seed = f"{time.time()}-{random.random()}"
    return hashlib.sha256(seed.encode()).hexdigest()


async def start_session(request):
    data = await request.post()
    user = await request.app["auth"].check(data.get("user", ""), data.get("password", ""))
    if user is None:
        raise web.HTTPUnauthorized()
    sid = _new_session_id()
    request.app["sessions"][sid] = user
    resp = web.json_response({"ok": True})
    resp.set_cookie("gw_sid", sid, max_age=8 * 3600)
    return resp
