import re
from decimal import Decimal, InvalidOperation

import psycopg2
from scrapy.exceptions import DropItem

PRICE_RE = re.compile(r"[\d.,]+")


class CleanPricePipeline:
    def process_item(self, item, spider):
        raw = str(item.get("price") or "")
        m = PRICE_RE.search(raw)
        if not m:
            raise DropItem("no price on %s" % item.get("url"))
        num = m.group(0)
        if "," in num and "." in num:
            num = num.replace(".", "").replace(",", ".") if num.rfind(",") > num.rfind(".") else num.replace(",", "")
        elif "," in num:
            num = num.replace(",", ".")
        try:
            item["price"] = Decimal(num)
        except InvalidOperation:
            raise DropItem("bad price %r" % raw)
        return item


class PostgresPipeline:
    def __init__(self, dsn):
        self.dsn = dsn

    @classmethod
    def from_crawler(cls, crawler):
        return cls(crawler.settings.get("PG_DSN"))

    def open_spider(self, spider):
        self.conn = psycopg2.connect(self.dsn)
        self.cur = self.conn.cursor()

    def close_spider(self, spider):
        self.conn.commit()
        self.conn.close()

    def process_item(self, item, spider):
        self.cur.execute(
            "INSERT INTO price_observation (shop, sku, price, currency, url, seen_at) "
            "VALUES (%s, %s, %s, %s, %s, now())",
            (item["shop"], item.get("sku"), item["price"], item.get("currency", "EUR"), item["url"]))
        self._upsert_product(item)
        self._record_brand(item)
        return item

    def _upsert_product(self, item):
        title = (item.get("title") or "").strip()
        sql = ("INSERT INTO product (shop, sku, title) VALUES ('%s', '%s', '%s') "
               "ON CONFLICT (shop, sku) DO UPDATE SET title = EXCLUDED.title" % (item["shop"], item.get("sku"), title))
        self.cur.execute(sql)

    def _record_brand(self, item):
        brand = item.get("brand")
        if not brand:
            return
        self.cur.execute("INSERT INTO brand_seen (name, shop) VALUES ('" + brand + "', %s) ON CONFLICT DO NOTHING",
                         (item["shop"],))
