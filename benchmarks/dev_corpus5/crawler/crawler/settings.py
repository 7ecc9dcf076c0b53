import os

BOT_NAME = "newsbot"
SPIDER_MODULES = ["crawler.spiders"]
NEWSPIDER_MODULE = "crawler.spiders"

USER_AGENT = "newsbot/1.4 (+https://research.example.org/newsbot)"
ROBOTSTXT_OBEY = True
CONCURRENT_REQUESTS = 32
DOWNLOAD_DELAY = 0.25
AUTOTHROTTLE_ENABLED = True

ITEM_PIPELINES = {
    "crawler.pipelines.SqlitePipeline": 300,
    "crawler.pipelines.RawPageStore": 400,
}
DOWNLOADER_MIDDLEWARES = {
    "crawler.middlewares.ConditionalGetMiddleware": 550,
}

CRAWL_DB = os.environ.get("CRAWL_DB", "/data/crawl/crawl.sqlite3")
PAGE_STORE = os.environ.get("PAGE_STORE", "/data/crawl/pages")
MIRROR_DIR = os.environ.get("MIRROR_DIR", "/data/crawl/mirror")
CACHE_DIR = os.environ.get("CACHE_DIR", "/data/crawl/cache")
REPORT_DIR = os.environ.get("REPORT_DIR", "/srv/newsbot/reports")
ALLOWED_DOMAINS = ["bbc.co.uk", "reuters.com", "apnews.com", "theguardian.com", "lemonde.fr"]
