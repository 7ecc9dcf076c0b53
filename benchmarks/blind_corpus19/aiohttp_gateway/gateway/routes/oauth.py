from urllib.parse import urlencode

from aiohttp import web


async def authorize(request):
    cfg = request.app["config"]
    client = cfg.oauth_clients.get(request.query.get("client_id", ""))
    if client is None:
        raise web.HTTPBadRequest(text="unknown client")
    redirect_uri = request.query.get("redirect_uri", "")
    if redirect_uri not in client["redirect_uris"]:
        raise web.HTTPBadRequest(text="redirect_uri mismatch")
    code = request.app["codes"].issue(request.query["client_id"])
    raise web.HTTPFound(redirect_uri + "?" + urlencode({"code": code, "state": request.query.get("state", "")}))


async def logout(request):
    request.app["sessions"].pop(request.cookies.get("gw_sid"), None)
    post_logout = request.query.get("post_logout_redirect_uri", "/")
    raise web.HTTPFound(post_logout)
