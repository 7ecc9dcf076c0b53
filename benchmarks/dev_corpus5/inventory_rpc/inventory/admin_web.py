import html
from urllib.parse import urlsplit

from aiohttp import web

from inventory import auth, catalog
from inventory.dao import StockDAO

routes = web.RouteTableDef()


@routes.get("/items/{sku}")
async def item_page(request):
    sku = request.match_info["sku"]
    dao = StockDAO()
    try:
        rows = dao.by_sku(sku)
    finally:
        dao.close()
    note = request.query.get("note", "")
    body = "".join("<tr><td>%s</td><td>%d</td></tr>" % (html.escape(r[3]), r[2]) for r in rows)
    return web.Response(text=f"<h1>Item {sku}</h1><p class='note'>{note}</p><table>{body}</table>",
                        content_type="text/html")


@routes.get("/suppliers")
async def supplier_page(request):
    name = request.query.get("name", "")
    return web.Response(text="<h2>Supplier %s</h2><p>No price feed configured.</p>" % html.escape(name),
                        content_type="text/html")


@routes.post("/login")
async def login(request):
    form = await request.post()
    if not auth.check_admin_password(form.get("username", ""), form.get("password", "")):
        raise web.HTTPUnauthorized(text="bad credentials")
    resp = web.HTTPFound(form.get("next") or "/items")
    resp.set_cookie("inv_admin", auth.issue_token(form["username"]), secure=True, httponly=True, samesite="Strict")
    raise resp


@routes.get("/logout")
async def logout(request):
    dest = request.query.get("next", "/")
    if (urlsplit(dest).netloc or not dest.startswith("/") or dest.startswith("//")
            or "\\" in dest or any(ch in dest for ch in "\t\r\n")):
        dest = "/"
    resp = web.HTTPFound(dest)
    resp.del_cookie("inv_admin")
    raise resp


@routes.post("/soap/price-callback")
async def soap_callback(request):
    payload = catalog.parse_soap_envelope(await request.read())
    return web.Response(text="<ok/>" if payload is not None else "<empty/>", content_type="text/xml")


@routes.post("/price-update")
async def price_update(request):
    prices = catalog.parse_price_update(await request.read())
    return web.json_response({"updated": len(prices)})


def make_app():
    app = web.Application()
    app.add_routes(routes)
    return app
