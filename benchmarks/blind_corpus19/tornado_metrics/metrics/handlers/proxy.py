from urllib.parse import urlencode, urlparse

import tornado.web
from tornado.httpclient import AsyncHTTPClient
from tornado.options import options

from .base import BaseHandler


class RenderProxyHandler(BaseHandler):
    """Proxy graph PNGs from graphite so the browser never talks to it directly."""

    @tornado.web.authenticated
    async def get(self):
        query = urlencode({"target": self.get_argument("target"), "format": "png"})
        resp = await AsyncHTTPClient().fetch(options.graphite_url + "/render?" + query)
        self.set_header("Content-Type", "image/png")
        self.write(resp.body)


class WebhookTestHandler(BaseHandler):
    @tornado.web.authenticated
    async def post(self):
        hook = self.get_body_argument("url")
        if urlparse(hook).scheme not in ("http", "https"):
            raise tornado.web.HTTPError(400)
        resp = await AsyncHTTPClient().fetch(hook, method="POST", body='{"test": true}', raise_error=False)
        self.write({"status": resp.code})
