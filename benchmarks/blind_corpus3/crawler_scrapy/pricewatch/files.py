import hashlib
import os

import scrapy
from scrapy.pipelines.images import ImagesPipeline
from scrapy.utils.defer import maybe_deferred_to_future


class ProductImagePipeline(ImagesPipeline):
    def file_path(self, request, response=None, info=None, *, item=None):
        digest = hashlib.sha1(request.url.encode("utf-8")).hexdigest()
        shop = item["shop"] if item else "unknown"
        return os.path.join("full", shop, digest + ".jpg")


class ManualPipeline:
    """Download the PDF manual linked from the product page and index its text."""

    def __init__(self, store):
        self.store = store

    @classmethod
    def from_crawler(cls, crawler):
        pipe = cls(crawler.settings.get("MANUALS_STORE"))
        pipe.crawler = crawler
        return pipe

    async def process_item(self, item, spider):
        url = item.get("manual_url")
        if not url:
            return item
        response = await maybe_deferred_to_future(
            self.crawler.engine.download(scrapy.Request(url, priority=-10)))
        name = item.get("manual_name") or "manual.pdf"
        path = os.path.join(self.store, item["shop"], name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as fh:
            fh.write(response.body)
        self._index_text(path)
        return item

    def _index_text(self, path):
        txt = path + ".txt"
        os.system('pdftotext -layout "%s" "%s"' % (path, txt))
