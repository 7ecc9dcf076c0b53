import scrapy
from defusedxml import ElementTree as SafeET

from crawler.items import PageItem

RSS_FEEDS = [
    "https://feeds.bbci.co.uk/news/world/rss.xml",
    "https://www.theguardian.com/world/rss",
    "https://www.lemonde.fr/international/rss_full.xml",
]

HEADLINE_XPATH = "//h1[contains(@class, 'headline')]//text() | //h1[@itemprop='headline']//text()"
BYLINE_XPATH = "//*[@rel='author' or contains(@class, 'byline')]//text()"


class NewsSpider(scrapy.Spider):
    name = "news"
    allowed_domains = ["bbc.co.uk", "bbci.co.uk", "theguardian.com", "lemonde.fr"]

    def start_requests(self):
        for url in RSS_FEEDS:
            yield scrapy.Request(url, callback=self.parse_rss)

    def parse_rss(self, response):
        root = SafeET.fromstring(response.body)
        for item in root.iter("item"):
            link = item.findtext("link")
            if link:
                yield response.follow(link.strip(), callback=self.parse_article,
                                      cb_kwargs={"published": item.findtext("pubDate")})

    def parse_article(self, response, published=None):
        headline = " ".join(t.strip() for t in response.xpath(HEADLINE_XPATH).getall() if t.strip())
        byline = " ".join(t.strip() for t in response.xpath(BYLINE_XPATH).getall() if t.strip())
        yield PageItem(
            url=response.url,
            title=headline or response.css("title::text").get(default=""),
            published=published,
            body=byline,
            html=response.text,
            links=response.css("article a::attr(href)").getall(),
            source=self.name,
        )
