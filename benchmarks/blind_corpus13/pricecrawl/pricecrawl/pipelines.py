import os
import re
from decimal import Decimal, InvalidOperation
from urllib.parse import unquote, urlparse

import requests
from scrapy.exceptions import DropItem

from pricecrawl import db

PRICE_RE = re.compile(r"[\d.,]+")


class NormalisePricePipeline:
    def process_item(self, item, spider):
        raw = item.get("price") or ""
        m = PRICE_RE.search(raw)
        if not m:
            raise DropItem(f"no price on {item.get('url')}")
        text = m.group(0)
        if "," in text and text.rfind(",") > text.rfind("."):
            text = text.replace(".", "").replace(",", ".")
        try:
            item["price"] = Decimal(text.replace(",", ""))
        except InvalidOperation:
            raise DropItem(f"unparseable price {raw!r}")
        return item


class ProductImagePipeline:
    def open_spider(self, spider):
        self.root = spider.settings.get("IMAGES_DIR")
        self.session = requests.Session()

    def process_item(self, item, spider):
        url = item.get("image_url")
        if not url:
            return item
        name = unquote(urlparse(url).path.rsplit("/", 1)[-1]) or "image"
        path = os.path.join(self.root, item["shop"], name)
        resp = self.session.get(url, timeout=20)
        if resp.ok:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as fh:
                fh.write(resp.content)
            item["image_path"] = path
        return item


class SQLitePipeline:
    def open_spider(self, spider):
        self.conn = db.connect(spider.settings.get("PRICE_DB"))
        self.table = "prices_%s" % spider.name
        self.conn.execute(
            f"CREATE TABLE IF NOT EXISTS {self.table} (shop TEXT, sku TEXT, title TEXT, price NUMERIC, "
            "currency TEXT, url TEXT, seen_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP)"
        )

    def close_spider(self, spider):
        self.conn.commit()
        self.conn.close()

    def process_item(self, item, spider):
        self.conn.execute(
            f"INSERT INTO {self.table} (shop, sku, title, price, currency, url) VALUES (?, ?, ?, ?, ?, ?)",
            (item["shop"], item["sku"], item["title"], str(item["price"]), item["currency"], item["url"]),
        )
        self.conn.execute(
            "UPDATE product SET last_title = '%s', last_price = %s WHERE shop = '%s' AND sku = '%s'"
            % (item["title"], item["price"], item["shop"], item["sku"])
        )
        return item
