import hashlib
import time

from aiohttp import web
from aiohttp_session import get_session


async def current_member(request):
    session = await get_session(request)
    member_id = session.get("member_id")
    if member_id is None:
        raise web.HTTPUnauthorized()
    return member_id, session.get("role", "pilot")


async def require_instructor(request):
    member_id, role = await current_member(request)
    if role not in ("cfi", "instructor"):
        raise web.HTTPForbidden()
    return member_id


def reset_token(email):
    return hashlib.sha1(f"{email}|{int(time.time()) // 600}".encode()).hexdigest()
