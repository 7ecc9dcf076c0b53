import base64

from aiohttp import web
from aiohttp_session import setup as setup_session
from aiohttp_session.cookie_storage import EncryptedCookieStorage

from . import settings
from .handlers import fetch, gallery, transform, upload

FALLBACK_SESSION_KEY = b"pixelmill-session-key-7c1e9b2f04"


def build_app(cp):
    app = web.Application(client_max_size=32 * 1024 * 1024)
    app["config"] = cp
    app["store_dir"] = cp.get("storage", "store_dir")
    app["sidecar_dir"] = cp.get("storage", "sidecar_dir")
    app["cdn_hosts"] = settings.cdn_hosts(cp)

    configured = cp.get("session", "secret_key")
    key = base64.urlsafe_b64decode(configured) if configured else FALLBACK_SESSION_KEY
    storage = EncryptedCookieStorage(key, cookie_name="PIXELMILL", secure=True, httponly=True, samesite="Lax")
    setup_session(app, storage)

    app.router.add_post("/upload", upload.upload)
    app.router.add_post("/upload/raw", upload.upload_raw)
    app.router.add_post("/upload/{image_id:[0-9a-f]{32}}/xmp", upload.attach_sidecar)
    app.router.add_get("/img/{image_id:[0-9a-f]{32}}/resize", transform.resize)
    app.router.add_get("/img/{image_id:[0-9a-f]{32}}/annotate", transform.annotate)
    app.router.add_post("/img/{image_id:[0-9a-f]{32}}/recipe", transform.apply_recipe)
    app.router.add_post("/import", fetch.import_url)
    app.router.add_post("/import/cdn", fetch.import_cdn)
    app.router.add_get("/albums/{album}", gallery.album)
    app.router.add_get("/img/{image_id:[0-9a-f]{32}}", gallery.image_page)
    app.router.add_get("/random", gallery.shuffle)

    if cp.getboolean("server", "debug"):
        import aiohttp_debugtoolbar

        aiohttp_debugtoolbar.setup(app, intercept_redirects=False)
    return app


def main():
    cp = settings.load()
    web.run_app(build_app(cp), host=cp.get("server", "host"), port=cp.getint("server", "port"))


if __name__ == "__main__":
    main()
