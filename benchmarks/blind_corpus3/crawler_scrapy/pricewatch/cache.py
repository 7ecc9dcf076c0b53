"""Read back responses from Scrapy's filesystem HTTP cache for offline re-parsing."""
import os
import pickle

from scrapy.http import HtmlResponse


def iter_cached(cache_dir, spider_name):
    base = os.path.join(cache_dir, spider_name)
    for prefix in sorted(os.listdir(base)):
        for fp in sorted(os.listdir(os.path.join(base, prefix))):
            entry = os.path.join(base, prefix, fp)
            with open(os.path.join(entry, "pickled_meta"), "rb") as fh:
                meta = pickle.load(fh)
            with open(os.path.join(entry, "response_body"), "rb") as fh:
                body = fh.read()
            yield HtmlResponse(url=meta["url"], status=meta["status"], body=body, encoding="utf-8")
