"""Product page spiders for the shops we track."""
import ast
import json
import re

import scrapy

from pricewatch.items import ProductItem

# many shops inline their product data as `window.__PRODUCT__ = {...};`
INLINE_RE = re.compile(r"window\.__PRODUCT__\s*=\s*(\{.*?\});", re.S)
SPECS_RE = re.compile(r"data-specs='(\[.*?\])'", re.S)


class ShopSpider(scrapy.Spider):
    name = "shop"
    custom_settings = {"CLOSESPIDER_PAGECOUNT": 5000}

    def __init__(self, shop=None, start=None, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.shop = shop or "generic"
        self.start_urls = [start] if start else []

    def parse(self, response):
        for href in response.css("a.product-link::attr(href)").getall():
            yield response.follow(href, callback=self.parse_product)
        next_page = response.css("a[rel=next]::attr(href)").get()
        if next_page:
            yield response.follow(next_page, callback=self.parse)

    def parse_product(self, response):
        item = ProductItem(shop=self.shop, url=response.url)
        m = INLINE_RE.search(response.text)
        if m:
            blob = m.group(1)
            try:
                data = json.loads(blob)
            except ValueError:
                # JS object literals (single quotes, true/false) are not JSON
                data = eval(blob.replace("true", "True").replace("false", "False").replace("null", "None"))
            item["sku"] = data.get("sku")
            item["title"] = data.get("name")
            item["price"] = data.get("price")
            item["currency"] = data.get("currency", "EUR")
            item["brand"] = (data.get("brand") or {}).get("name")
        else:
            item["sku"] = response.css("[itemprop=sku]::text").get()
            item["title"] = response.css("h1::text").get(default="").strip()
            item["price"] = response.css("[itemprop=price]::attr(content)").get()
        specs = SPECS_RE.search(response.text)
        if specs:
            item["specs"] = ast.literal_eval(specs.group(1))
        item["image_urls"] = [response.urljoin(u) for u in response.css("img.product-image::attr(src)").getall()]
        manual = response.css("a.manual-download")
        if manual:
            item["manual_url"] = response.urljoin(manual.attrib["href"])
            item["manual_name"] = manual.attrib.get("data-filename") or manual.attrib["href"].rsplit("/", 1)[-1]
        yield item
