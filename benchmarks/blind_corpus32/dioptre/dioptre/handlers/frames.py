import hashlib
import os

import tornado.web
from tornado.httpclient import AsyncHTTPClient

from .. import config
from .base import BaseHandler

CACHE_DIR = "/srv/dioptre/cache/frames"


class FrameImageHandler(BaseHandler):
    def get(self, name):
        path = os.path.join(config.FRAME_IMAGES, name)
        if not os.path.isfile(path):
            raise tornado.web.HTTPError(404)
        self.set_header("Content-Type", "image/jpeg")
        with open(path, "rb") as fh:
            self.write(fh.read())


class SupplierImageHandler(BaseHandler):
    async def get(self, supplier, image):
        base = config.FRAME_SUPPLIERS.get(supplier)
        if base is None:
            raise tornado.web.HTTPError(404)
        url = base + image
        cached = os.path.join(CACHE_DIR, hashlib.md5(url.encode()).hexdigest() + ".jpg")
        if not os.path.exists(cached):
            response = await AsyncHTTPClient().fetch(url, request_timeout=10)
            with open(cached, "wb") as fh:
                fh.write(response.body)
        self.set_header("Content-Type", "image/jpeg")
        with open(cached, "rb") as fh:
            self.write(fh.read())


class PreviewHandler(BaseHandler):
    @tornado.web.authenticated
    async def get(self):
        url = self.get_argument("url")
        response = await AsyncHTTPClient().fetch(url, request_timeout=10, follow_redirects=True)
        self.set_header("Content-Type", response.headers.get("Content-Type", "application/octet-stream"))
        self.write(response.body)


class BrochureHandler(BaseHandler):
    def get(self):
        root = os.path.realpath(os.path.join(config.FRAME_IMAGES, "brochures"))
        path = os.path.realpath(os.path.join(root, self.get_argument("name", "")))
        if not path.startswith(root + os.sep) or not os.path.isfile(path):
            raise tornado.web.HTTPError(404)
        self.set_header("Content-Type", "application/pdf")
        with open(path, "rb") as fh:
            self.write(fh.read())
