import hashlib

import scrapy


class CatalogSpider(scrapy.Spider):
    name = "catalog"
    allowed_domains = ["shop.partner-retail.example"]
    start_urls = ["https://shop.partner-retail.example/catalog/"]
    custom_settings = {"DOWNLOAD_DELAY": 1.0, "ROBOTSTXT_OBEY": True}

    def parse(self, response):
        for card in response.css("div.product-card"):
            yield {
                "sku": card.attrib.get("data-sku", ""),
                "title": card.css("h3::text").get(default="").strip(),
                "price": card.css(".price::text").get(default="").strip(),
                "url": response.urljoin(card.css("a::attr(href)").get(default="")),
                "cache_key": hashlib.md5(response.url.encode()).hexdigest(),
            }
        next_page = response.css("a.next::attr(href)").get()
        if next_page:
            yield response.follow(next_page, callback=self.parse)
