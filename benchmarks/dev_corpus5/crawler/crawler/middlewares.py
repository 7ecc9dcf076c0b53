import os
import shelve

from scrapy import signals


class ConditionalGetMiddleware(object):
    """Remember ETag/Last-Modified per URL so re-crawls can send conditional GETs."""

    def __init__(self, cache_dir):
        os.makedirs(cache_dir, exist_ok=True)
        self.db = shelve.open(os.path.join(cache_dir, "validators"))

    @classmethod
    def from_crawler(cls, crawler):
        mw = cls(crawler.settings.get("CACHE_DIR"))
        crawler.signals.connect(mw.spider_closed, signal=signals.spider_closed)
        return mw

    def process_request(self, request, spider):
        cached = self.db.get(request.url)
        if cached:
            if cached.get("etag"):
                request.headers.setdefault("If-None-Match", cached["etag"])
            if cached.get("last_modified"):
                request.headers.setdefault("If-Modified-Since", cached["last_modified"])
        return None

    def process_response(self, request, response, spider):
        etag = response.headers.get("ETag")
        last_modified = response.headers.get("Last-Modified")
        if etag or last_modified:
            self.db[request.url] = {
                "etag": etag.decode("latin-1") if etag else None,
                "last_modified": last_modified.decode("latin-1") if last_modified else None,
            }
        return response

    def spider_closed(self, spider):
        self.db.close()
