from tornado.escape import url_escape
from tornado.httpclient import AsyncHTTPClient

from .mixins import BaseHandler

POSTCODES = "https://api.postcodes.io/postcodes/"


class TileProxyHandler(BaseHandler):
    async def get(self):
        tile_url = self.get_argument("src")
        resp = await AsyncHTTPClient().fetch(tile_url, request_timeout=8)
        self.set_header("Content-Type", resp.headers.get("Content-Type", "image/png"))
        self.write(resp.body)


class PostcodeHandler(BaseHandler):
    async def get(self):
        postcode = self.get_argument("q").replace(" ", "")
        resp = await AsyncHTTPClient().fetch(POSTCODES + url_escape(postcode, plus=False), request_timeout=8)
        self.set_header("Content-Type", "application/json")
        self.write(resp.body)
