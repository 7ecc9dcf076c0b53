import json

from ..services import catalogue
from .base import BaseHandler


class PartSearchHandler(BaseHandler):
    def get(self):
        parts = catalogue.find_sku(self.get_argument("sku"))
        self.write({"parts": [dict(p.attrib) for p in parts]})


class BrandHandler(BaseHandler):
    def get(self):
        parts = catalogue.by_brand(self.get_argument("brand"))
        self.write({"parts": [dict(p.attrib) for p in parts][:200]})


class ImageProxyHandler(BaseHandler):
    async def get(self):
        src = self.get_argument("src")
        resp = await catalogue.fetch_url(src)
        self.set_header("Content-Type", resp.headers.get("Content-Type", "image/jpeg"))
        self.finish(resp.body)


class ThumbHandler(BaseHandler):
    async def get(self, part_no):
        resp = await catalogue.supplier_thumb(part_no)
        self.set_header("Content-Type", "image/jpeg")
        self.finish(resp.body)
