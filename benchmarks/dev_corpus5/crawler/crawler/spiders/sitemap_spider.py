import scrapy
from lxml import etree

from crawler.feeds import discover_feeds
from crawler.items import PageItem

SITEMAP_NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9",
              "news": "http://www.google.com/schemas/sitemap-news/0.9"}


class SitemapSpider(scrapy.Spider):
    """Walks sitemap indexes of sites listed by the research team."""

    name = "sitemaps"
    custom_settings = {"DEPTH_LIMIT": 3}

    def __init__(self, seeds=None, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.seeds = (seeds or "").split(",") if seeds else []

    def start_requests(self):
        for site in self.seeds:
            yield scrapy.Request("https://%s/sitemap.xml" % site.strip(), callback=self.parse_sitemap)
            yield scrapy.Request("https://%s/.well-known/feeds.yml" % site.strip(), callback=self.parse_feed_list)

    def parse_sitemap(self, response):
        parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False, recover=True)
        root = etree.fromstring(response.body, parser=parser)
        for loc in root.xpath("//sm:sitemap/sm:loc/text()", namespaces=SITEMAP_NS):
            yield response.follow(loc.strip(), callback=self.parse_sitemap)
        for url in root.xpath("//sm:url", namespaces=SITEMAP_NS):
            loc = url.findtext("sm:loc", namespaces=SITEMAP_NS)
            published = url.findtext("news:news/news:publication_date", namespaces=SITEMAP_NS)
            if loc:
                yield response.follow(loc.strip(), callback=self.parse_article, cb_kwargs={"published": published})

    def parse_feed_list(self, response):
        for feed_url in discover_feeds(response.text):
            yield response.follow(feed_url, callback=self.parse_sitemap)

    def parse_article(self, response, published=None):
        yield PageItem(
            url=response.url,
            title=response.css("title::text").get(default="").strip(),
            published=published,
            html=response.text,
            links=response.css("a::attr(href)").getall()[:200],
            source=self.name,
        )
