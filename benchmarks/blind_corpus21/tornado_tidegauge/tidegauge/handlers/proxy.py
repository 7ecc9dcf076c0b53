from tornado.httpclient import AsyncHTTPClient
from tornado.httputil import url_concat
from tornado.options import options

from .base import BaseHandler


class NoaaHandler(BaseHandler):
    async def get(self):
        url = url_concat(options.noaa_base, {
            "station": self.get_argument("station"),
            "product": "water_level",
            "format": "json",
        })
        resp = await AsyncHTTPClient().fetch(url, request_timeout=10)
        self.write(resp.body)


class FetchHandler(BaseHandler):
    """Pulls a partner's CSV feed so the browser does not hit CORS errors."""

    async def get(self):
        target = self.get_argument("url")
        resp = await AsyncHTTPClient().fetch(target, request_timeout=20)
        self.set_header("Content-Type", "text/csv")
        self.write(resp.body)
