import ipaddress
import socket
from urllib.parse import urlsplit

from tornado.httpclient import AsyncHTTPClient, HTTPRequest

from .base import BaseHandler


def _public_host(url):
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return False
    for info in socket.getaddrinfo(parts.hostname, None):
        addr = ipaddress.ip_address(info[4][0])
        if addr.is_private or addr.is_loopback or addr.is_link_local or addr.is_reserved:
            return False
    return True


class UnfurlHandler(BaseHandler):
    async def get(self):
        url = self.get_argument("url")
        resp = await AsyncHTTPClient().fetch(url, request_timeout=5)
        self.write({"status": resp.code, "length": len(resp.body)})


class PreviewHandler(BaseHandler):
    async def get(self):
        url = self.get_argument("url")
        if not _public_host(url):
            self.send_error(400)
            return

        req = HTTPRequest(url, follow_redirects=False, request_timeout=5)
        resp = await AsyncHTTPClient().fetch(req)
        self.write({"status": resp.code})
