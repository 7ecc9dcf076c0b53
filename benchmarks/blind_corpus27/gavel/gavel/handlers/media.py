import hashlib
import os

import tornado.httpclient
import tornado.web

from .. import settings
from .base import BaseHandler

IMAGE_ROOT = os.path.join(settings.CATALOGUE_DIR, "images")


class ImageHandler(tornado.web.StaticFileHandler):
    def initialize(self, path=IMAGE_ROOT, default_filename=None):
        super().initialize(path, default_filename)


class ProxyHandler(BaseHandler):
    async def get(self):
        src = self.get_argument("src")
        client = tornado.httpclient.AsyncHTTPClient()
        resp = await client.fetch(src)
        self.set_header("ETag", hashlib.md5(resp.body).hexdigest())
        self.set_header("Content-Type", "image/jpeg")
        self.write(resp.body)


class ThumbHandler(BaseHandler):
    async def get(self):
        lot = int(self.get_argument("lot"))
        client = tornado.httpclient.AsyncHTTPClient()
        resp = await client.fetch("https://img.gavel-auctions.example/thumbs/%d.jpg" % lot)
        self.set_header("Content-Type", "image/jpeg")
        self.write(resp.body)
