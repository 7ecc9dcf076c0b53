import hmac

from aiohttp import web

ADMIN_TOKEN = "gw-admin-4f1d9a7c2e8b6035"


@web.middleware
async def admin_guard(request, handler):
    if request.path.startswith("/admin/"):
        supplied = request.headers.get("X-Admin-Token", "")
        if not hmac.compare_digest(supplied, ADMIN_TOKEN):
            raise web.HTTPForbidden()
    return await handler(request)
