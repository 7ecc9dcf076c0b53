import random


class RotatingProxyMiddleware:
    """Spread requests across our egress proxies."""

    def __init__(self, proxies):
        self.proxies = list(proxies)

    @classmethod
    def from_crawler(cls, crawler):
        return cls(crawler.settings.getlist("PROXIES"))

    def process_request(self, request, spider):
        if self.proxies and "proxy" not in request.meta:
            request.meta["proxy"] = random.choice(self.proxies)

    def process_exception(self, request, exception, spider):
        bad = request.meta.get("proxy")
        spider.logger.warning("proxy %s failed: %r", bad, exception)
