import os

BOT_NAME = "pricecrawl"
SPIDER_MODULES = ["pricecrawl.spiders"]
NEWSPIDER_MODULE = "pricecrawl.spiders"

ROBOTSTXT_OBEY = True
CONCURRENT_REQUESTS_PER_DOMAIN = 2
DOWNLOAD_DELAY = 1.5
AUTOTHROTTLE_ENABLED = True

DOWNLOADER_MIDDLEWARES = {
    "pricecrawl.middlewares.RotateUserAgentMiddleware": 400,
    "scrapy.downloadermiddlewares.useragent.UserAgentMiddleware": None,
}

ITEM_PIPELINES = {
    "pricecrawl.pipelines.NormalisePricePipeline": 100,
    "pricecrawl.pipelines.ProductImagePipeline": 200,
    "pricecrawl.pipelines.SQLitePipeline": 300,
}

PRICE_DB = os.environ.get("PRICECRAWL_DB", "/var/lib/pricecrawl/prices.sqlite3")
IMAGES_DIR = os.environ.get("PRICECRAWL_IMAGES", "/var/lib/pricecrawl/images")
EXPORT_DIR = os.environ.get("PRICECRAWL_EXPORTS", "/var/lib/pricecrawl/exports")
