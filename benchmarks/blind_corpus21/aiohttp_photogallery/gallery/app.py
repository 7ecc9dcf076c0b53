import base64
import os

import aiohttp_debugtoolbar
import aiohttp_jinja2
import jinja2
from aiohttp import web
from aiohttp_session import setup as setup_session
from aiohttp_session.cookie_storage import EncryptedCookieStorage

from . import db
from .views import albums, photos, remote, share


def create_app():
    app = web.Application(client_max_size=50 * 1024 * 1024)
    secret_key = base64.urlsafe_b64decode(os.environ["GALLERY_SESSION_KEY"])
    setup_session(app, EncryptedCookieStorage(secret_key, cookie_name="GALLERY", secure=True, httponly=True))
    aiohttp_jinja2.setup(app, loader=jinja2.PackageLoader("gallery", "templates"))
    if os.environ.get("GALLERY_ENV") == "development":
        aiohttp_debugtoolbar.setup(app)

    app.router.add_get("/", albums.index)
    app.router.add_get("/albums/search", albums.search)
    app.router.add_get("/albums/{name}", albums.show, name="album")
    app.router.add_post("/albums/import", albums.import_manifest)
    app.router.add_get("/photos/{album}/raw", photos.raw)
    app.router.add_get("/photos/{album}/{name}", photos.photo)
    app.router.add_post("/photos/{album}/upload", photos.upload_zip)
    app.router.add_get("/photos/{album}/{name}/exif", photos.exif)
    app.router.add_get("/share/new", share.new_link)
    app.router.add_get("/share/go", share.follow)
    app.router.add_get("/share/{token}", share.open_link)
    app.router.add_post("/remote/fetch", remote.fetch)
    app.router.add_get("/remote/oembed", remote.oembed)
    app.on_startup.append(db.init_pool)
    app.on_cleanup.append(db.close_pool)
    return app
