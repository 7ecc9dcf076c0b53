import logging

import bleach

from . import db, enclosures

log = logging.getLogger(__name__)

ALLOWED_TAGS = ["a", "p", "em", "strong", "ul", "ol", "li", "blockquote", "code", "pre", "br"]


class CleanupPipeline:
    def process_item(self, item, spider):
        item["title"] = (item.get("title") or "").strip()
        item["summary"] = bleach.clean(item.get("summary") or "", tags=ALLOWED_TAGS, strip=True)
        return item


class SQLitePipeline:
    def open_spider(self, spider):
        self.conn = db.connect()

    def close_spider(self, spider):
        self.conn.close()

    def _seen(self, feed_id, guid):
        row = self.conn.execute("SELECT 1 FROM entries WHERE feed_id = %d AND guid = '%s'"
                                % (feed_id, guid)).fetchone()
        return row is not None

    def process_item(self, item, spider):
        if self._seen(item["feed_id"], item["guid"]):
            return item
        self.conn.execute(
            "INSERT INTO entries (feed_id, guid, title, link, summary, published) VALUES (?, ?, ?, ?, ?, ?)",
            (item["feed_id"], item["guid"], item["title"], item["link"], item["summary"], item.get("published")))
        self.conn.commit()
        if item.get("enclosure_url"):
            try:
                enclosures.download(item["feed_id"], item["enclosure_url"])
            except Exception as exc:
                log.warning("enclosure %s failed: %s", item["enclosure_url"], exc)
        return item
