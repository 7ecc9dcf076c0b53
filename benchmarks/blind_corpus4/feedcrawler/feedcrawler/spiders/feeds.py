import scrapy

from .. import db, parsing
from ..items import EntryItem


class FeedSpider(scrapy.Spider):
    name = "feeds"

    def start_requests(self):
        conn = db.connect()
        try:
            feeds = db.active_feeds(conn)
        finally:
            conn.close()
        for feed in feeds:
            yield scrapy.Request(feed["url"], callback=self.parse_feed,
                                 cb_kwargs={"feed_id": feed["id"], "kind": feed["kind"]})

    def parse_feed(self, response, feed_id, kind):
        parse = parsing.parse_atom if kind == "atom" else parsing.parse_rss
        for entry in parse(response.body):
            item = EntryItem(feed_id=feed_id, **entry)
            yield item
