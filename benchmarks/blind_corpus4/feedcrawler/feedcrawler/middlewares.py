import base64
import random

from . import settings

USER_AGENTS = [
    "Mozilla/5.0 (X11; Linux x86_64; rv:109.0) Gecko/20100101 Firefox/115.0",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 13_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.5 Safari/605.1.15",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 Safari/537.36",
]


class RotatingUserAgentMiddleware:
    def process_request(self, request, spider):
        request.headers["User-Agent"] = random.choice(USER_AGENTS)


class ResidentialProxyMiddleware:
    def __init__(self):
        creds = "%s:%s" % (settings.PROXY_USER, settings.PROXY_PASS)
        self.auth = b"Basic " + base64.b64encode(creds.encode())

    def process_request(self, request, spider):
        if request.meta.get("no_proxy"):
            return
        request.meta["proxy"] = "http://" + settings.PROXY_HOST
        request.headers["Proxy-Authorization"] = self.auth
