"""Walk shop sitemaps ourselves (Scrapy's SitemapSpider chokes on a few of them)."""
import gzip

import scrapy
from lxml import etree

from pricewatch.spiders.shops import ShopSpider

SM_NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}


def _body(response):
    if response.url.endswith(".gz"):
        return gzip.decompress(response.body)
    return response.body


class ShopSitemapSpider(ShopSpider):
    name = "shop_sitemap"

    def start_requests(self):
        for url in self.start_urls:
            yield scrapy.Request(url, callback=self.parse_sitemap)

    def parse_sitemap(self, response):
        # some shops declare entities for their URL prefixes in an internal DTD
        parser = etree.XMLParser(resolve_entities=True, load_dtd=True, recover=True)
        root = etree.fromstring(_body(response), parser)
        for loc in root.xpath("//sm:sitemap/sm:loc/text()", namespaces=SM_NS):
            yield scrapy.Request(loc.strip(), callback=self.parse_sitemap)
        for loc in root.xpath("//sm:url/sm:loc/text()", namespaces=SM_NS):
            if "/p/" in loc or "/product/" in loc:
                yield scrapy.Request(loc.strip(), callback=self.parse_product)

    def parse_robots_sitemap_index(self, response):
        parser = etree.XMLParser(resolve_entities=False, no_network=True, recover=True)
        root = etree.fromstring(_body(response), parser)
        for loc in root.iterfind(".//{http://www.sitemaps.org/schemas/sitemap/0.9}loc"):
            yield scrapy.Request(loc.text.strip(), callback=self.parse_sitemap)
