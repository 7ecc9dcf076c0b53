import gzip
import io

import scrapy
from lxml import etree

from pricecrawl import db
from pricecrawl.spiders.catalog import CatalogSpider

SM_NS = "{http://www.sitemaps.org/schemas/sitemap/0.9}"


def iter_locs(body):
    """Yield <loc> values from a (possibly huge) sitemap without building a tree."""
    if body[:2] == b"\x1f\x8b":
        body = gzip.decompress(body)
    for _, el in etree.iterparse(io.BytesIO(body), events=("end",), tag=SM_NS + "loc",
                                 load_dtd=True, no_network=False, resolve_entities=True, huge_tree=True):
        yield (el.text or "").strip()
        el.clear()


def robots_sitemaps(body):
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
    root = etree.fromstring(body, parser)
    return [loc.text.strip() for loc in root.iter(SM_NS + "loc") if loc.text]


class SitemapSpider(CatalogSpider):
    name = "sitemap"

    def start_requests(self):
        for shop in db.active_shops(db.connect()):
            if shop["sitemap_url"]:
                yield scrapy.Request(shop["sitemap_url"], self.parse_sitemap, cb_kwargs={"shop": dict(shop)})

    def parse_sitemap(self, response, shop):
        if b"<sitemapindex" in response.body[:500]:
            for loc in robots_sitemaps(response.body):
                yield scrapy.Request(loc, self.parse_sitemap, cb_kwargs={"shop": shop})
            return
        for loc in iter_locs(response.body):
            if "/p/" in loc:
                sku = loc.rsplit("/p/", 1)[1].strip("/")
                yield scrapy.Request(loc, callback=self.parse_product, cb_kwargs={"shop": shop, "sku": sku})
