import gzip
import os
import sqlite3
from urllib.parse import unquote, urlparse

from crawler.utils import url_fingerprint


class SqlitePipeline(object):
    def __init__(self, db_path):
        self.db_path = db_path

    @classmethod
    def from_crawler(cls, crawler):
        return cls(crawler.settings.get("CRAWL_DB"))

    def open_spider(self, spider):
        self.conn = sqlite3.connect(self.db_path)
        self.conn.execute("CREATE TABLE IF NOT EXISTS pages (url TEXT PRIMARY KEY, title TEXT, source TEXT, published TEXT)")
        self.conn.execute("CREATE TABLE IF NOT EXISTS links (src TEXT, dst TEXT, PRIMARY KEY (src, dst))")

    def close_spider(self, spider):
        self.conn.commit()
        self.conn.close()

    def process_item(self, item, spider):
        self.conn.execute(
            "INSERT OR REPLACE INTO pages (url, title, source, published) VALUES ('%s', '%s', '%s', '%s')"
            % (item["url"], item.get("title") or "", spider.name, item.get("published") or "")
        )
        for dst in item.get("links") or []:
            self.conn.execute("INSERT OR IGNORE INTO links (src, dst) VALUES (?, ?)", (item["url"], dst))
        return item


class RawPageStore(object):
    """Keep gzipped raw HTML keyed by URL fingerprint, plus a browsable mirror tree."""

    def __init__(self, store_dir, mirror_dir):
        self.store_dir = store_dir
        self.mirror_dir = mirror_dir

    @classmethod
    def from_crawler(cls, crawler):
        return cls(crawler.settings.get("PAGE_STORE"), crawler.settings.get("MIRROR_DIR"))

    def process_item(self, item, spider):
        html = item.get("html") or ""
        fp = url_fingerprint(item["url"])
        path = os.path.join(self.store_dir, fp[:2], fp + ".html.gz")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with gzip.open(path, "wb") as fh:
            fh.write(html.encode("utf-8"))

        parsed = urlparse(item["url"])
        rel = unquote(parsed.path).lstrip("/") or "index.html"
        mirror_path = os.path.join(self.mirror_dir, parsed.netloc, rel)
        os.makedirs(os.path.dirname(mirror_path), exist_ok=True)
        with open(mirror_path, "w", encoding="utf-8") as fh:
            fh.write(html)
        return item
