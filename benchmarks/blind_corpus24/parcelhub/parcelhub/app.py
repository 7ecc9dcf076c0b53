import os

from aiohttp import web

from . import db, settings
from .middleware import security_headers, timing


async def create_app(dev=False):
    app = web.Application(middlewares=[timing, security_headers])
    app["depot_sessions"] = {}

    async def on_startup(app):
        app["pool"] = await db.create_pool(settings.DSN)

    async def on_cleanup(app):
        await app["pool"].close()

    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)

    from .handlers import depot, manifests, tracking, webhooks

    async def ping(request):
        return web.Response(text="pong")

    app.router.add_get("/ping", ping)
    app.router.add_get("/t/{num}", tracking.track_page, name="track")
    app.router.add_get("/postcode", tracking.by_postcode)
    app.router.add_get("/carrier", tracking.carrier_status)
    app.router.add_get("/mirror", tracking.mirror_status)
    app.router.add_post("/subscribe", webhooks.subscribe)
    app.router.add_post("/partner/subscribe", webhooks.partner_subscribe)
    app.router.add_post("/scanner/event", webhooks.scanner_event)
    app.router.add_post("/scanner/batch", webhooks.scanner_batch)
    app.router.add_post("/sorter/legacy", webhooks.legacy_sorter)
    app.router.add_post("/route/resume", webhooks.resume_route)
    app.router.add_post("/quote", webhooks.quote)
    app.router.add_get("/drivers", depot.driver_lookup)
    app.router.add_get("/drivers/search", depot.driver_by_name)
    app.router.add_get("/drivers/van/{van}", depot.driver_by_van)
    app.router.add_post("/depot/login", depot.depot_login)
    app.router.add_post("/depot/login2", depot.depot_login_v2)
    app.router.add_post("/t/{num}/pin", depot.after_pin)
    app.router.add_post("/manifests", manifests.upload_manifest)
    app.router.add_post("/manifests/v2", manifests.upload_manifest_v2)
    app.router.add_get("/labels", manifests.label_pdf)
    app.router.add_get("/labels/v2", manifests.label_pdf_v2)

    if dev and os.environ.get("PARCELHUB_TOOLBAR") == "1":
        import aiohttp_debugtoolbar
        aiohttp_debugtoolbar.setup(app, check_host=True, hosts=["127.0.0.1"])
    return app
