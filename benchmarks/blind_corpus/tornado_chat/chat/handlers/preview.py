from urllib.parse import urlsplit

from tornado import gen
from tornado.httpclient import AsyncHTTPClient
from tornado.web import HTTPError

from chat.handlers.base import BaseHandler

AVATAR_HOSTS = frozenset({"secure.gravatar.com", "avatars.githubusercontent.com"})


class LinkPreviewHandler(BaseHandler):
    @gen.coroutine
    def get(self):
        url = self.get_argument("url")
        client = AsyncHTTPClient()
        resp = yield client.fetch(url, request_timeout=5, follow_redirects=True)
        title = ""
        body = resp.body.decode("utf-8", "replace")
        start = body.find("<title>")
        if start != -1:
            title = body[start + 7: body.find("</title>", start)]
        self.write({"url": url, "title": title.strip()})


class AvatarProxyHandler(BaseHandler):
    @gen.coroutine
    def get(self):
        src = self.get_argument("src")
        parts = urlsplit(src)
        if parts.scheme != "https" or parts.hostname not in AVATAR_HOSTS or parts.port not in (None, 443):
            raise HTTPError(400)
        resp = yield AsyncHTTPClient().fetch(src, follow_redirects=False)
        self.set_header("Content-Type", resp.headers.get("Content-Type", "image/png"))
        self.write(resp.body)
