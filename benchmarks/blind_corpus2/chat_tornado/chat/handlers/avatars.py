import os
from urllib.parse import urlparse

import tornado.web
from tornado.httpclient import AsyncHTTPClient

from .base import BaseHandler

AVATAR_DIR = "/var/lib/chat/avatars"
AVATAR_HOSTS = {"www.gravatar.com", "avatars.githubusercontent.com"}


class AvatarHandler(BaseHandler):
    @tornado.web.authenticated
    async def post(self):
        """Set avatar from a URL: {"url": "https://..."}"""
        url = self.get_body_argument("url")
        resp = await AsyncHTTPClient().fetch(url, request_timeout=10)
        name = self.get_body_argument("filename", f"{self.current_user}.png")
        with open(os.path.join(AVATAR_DIR, name), "wb") as fh:
            fh.write(resp.body)
        self.write({"ok": True})

    @tornado.web.authenticated
    async def put(self):
        """Same, but only from well-known avatar services."""
        url = self.get_body_argument("url")
        if urlparse(url).hostname not in AVATAR_HOSTS:
            raise tornado.web.HTTPError(400, "unsupported avatar host")
        resp = await AsyncHTTPClient().fetch(url, request_timeout=10, follow_redirects=False)
        name = os.path.basename(self.current_user) + ".png"
        with open(os.path.join(AVATAR_DIR, name), "wb") as fh:
            fh.write(resp.body)
        self.write({"ok": True})
