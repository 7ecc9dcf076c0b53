import os

BOT_NAME = "feedcrawler"
SPIDER_MODULES = ["feedcrawler.spiders"]
NEWSPIDER_MODULE = "feedcrawler.spiders"

ROBOTSTXT_OBEY = True
CONCURRENT_REQUESTS = 16
DOWNLOAD_DELAY = 0.5
AUTOTHROTTLE_ENABLED = True

DOWNLOADER_MIDDLEWARES = {
    "feedcrawler.middlewares.RotatingUserAgentMiddleware": 400,
    "feedcrawler.middlewares.ResidentialProxyMiddleware": 410,
}
ITEM_PIPELINES = {
    "feedcrawler.pipelines.CleanupPipeline": 100,
    "feedcrawler.pipelines.SQLitePipeline": 300,
}

FEED_DB = os.environ.get("FEED_DB", "/var/lib/feedcrawler/feeds.sqlite3")
EXPORT_DIR = "/var/lib/feedcrawler/exports"
ENCLOSURE_DIR = "/var/lib/feedcrawler/media"
CACHE_DIR = "/var/cache/feedcrawler"

PROXY_HOST = "gw.resiproxy.example.com:7777"
PROXY_USER = "acct-88213"
PROXY_PASS = "tX4v9Qm2Lr7zKp"
