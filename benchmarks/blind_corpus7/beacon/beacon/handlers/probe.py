from urllib.parse import urlparse

import tornado.web
from tornado.httpclient import AsyncHTTPClient, HTTPRequest

from .. import config
from .base import BaseHandler


class ProbeHandler(BaseHandler):
    @tornado.web.authenticated
    async def get(self):
        url = self.get_argument("url")
        resp = await AsyncHTTPClient().fetch(url, raise_error=False, request_timeout=10)
        self.write({"code": resp.code, "bytes": len(resp.body or b"")})


class TargetProbeHandler(BaseHandler):
    @tornado.web.authenticated
    async def get(self, target_id):
        target = config.load_targets().get(target_id)
        if target is None:
            raise tornado.web.HTTPError(404)
        resp = await AsyncHTTPClient().fetch(HTTPRequest(target["url"], request_timeout=10), raise_error=False)
        self.write({"code": resp.code})


class HealthProbeHandler(BaseHandler):
    @tornado.web.authenticated
    async def get(self):
        host = self.get_argument("host")
        port = int(self.get_argument("port", "80"))
        resp = await AsyncHTTPClient().fetch(f"http://{host}:{port}/health", raise_error=False, request_timeout=5)
        self.write({"code": resp.code})

    @tornado.web.authenticated
    async def post(self):
        url = self.get_argument("url")
        known = {urlparse(t["url"]).netloc for t in config.load_targets().values()}
        if urlparse(url).scheme not in ("http", "https") or urlparse(url).netloc not in known:
            raise tornado.web.HTTPError(400)
        resp = await AsyncHTTPClient().fetch(url, raise_error=False, follow_redirects=False)
        self.write({"code": resp.code})
