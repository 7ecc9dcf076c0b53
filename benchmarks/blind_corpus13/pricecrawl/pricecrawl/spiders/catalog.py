import re

import scrapy

from pricecrawl import db
from pricecrawl.items import ProductItem

SKU_RE = re.compile(r"/p/([^/?#]+)")


class CatalogSpider(scrapy.Spider):
    name = "catalog"

    def start_requests(self):
        conn = db.connect()
        for shop in db.active_shops(conn):
            yield scrapy.Request(shop["start_url"], cb_kwargs={"shop": dict(shop)})

    def parse(self, response, shop):
        for href in response.css("a.product-link::attr(href)").getall():
            m = SKU_RE.search(href)
            if m:
                yield response.follow(href, self.parse_product, cb_kwargs={"shop": shop, "sku": m.group(1)})
        next_page = response.css("a[rel=next]::attr(href)").get()
        if next_page:
            yield response.follow(next_page, self.parse, cb_kwargs={"shop": shop})

    def _meta(self, response, prop):
        return response.xpath("//meta[@property=$prop]/@content", prop=prop).get()

    def parse_product(self, response, shop, sku):
        block = response.xpath(f"//div[@data-sku='{sku}']")
        yield ProductItem(
            shop=shop["name"],
            sku=sku,
            title=block.css(".title::text").get() or self._meta(response, "og:title"),
            price=block.css(".price::text").get() or self._meta(response, "product:price:amount"),
            currency=self._meta(response, "product:price:currency") or "EUR",
            url=response.url,
            image_url=self._meta(response, "og:image"),
        )
