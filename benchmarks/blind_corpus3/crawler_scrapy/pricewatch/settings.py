BOT_NAME = "pricewatch"
SPIDER_MODULES = ["pricewatch.spiders"]
NEWSPIDER_MODULE = "pricewatch.spiders"
COMMANDS_MODULE = "pricewatch.commands"

USER_AGENT = "pricewatch (+https://pricewatch.example.org/bot)"
ROBOTSTXT_OBEY = True
CONCURRENT_REQUESTS_PER_DOMAIN = 2
DOWNLOAD_DELAY = 1.5
AUTOTHROTTLE_ENABLED = True

ITEM_PIPELINES = {
    "pricewatch.pipelines.CleanPricePipeline": 100,
    "pricewatch.files.ProductImagePipeline": 200,
    "pricewatch.files.ManualPipeline": 250,
    "pricewatch.pipelines.PostgresPipeline": 300,
}
DOWNLOADER_MIDDLEWARES = {
    "pricewatch.middlewares.RotatingProxyMiddleware": 610,
}

IMAGES_STORE = "/data/pricewatch/images"
MANUALS_STORE = "/data/pricewatch/manuals"
PG_DSN = "dbname=pricewatch user=pricewatch host=localhost"
PROXIES = [
    "http://proxy-a.internal:3128",
    "http://proxy-b.internal:3128",
    "http://proxy-c.internal:3128",
]
HTTPCACHE_ENABLED = True
HTTPCACHE_DIR = "/data/pricewatch/httpcache"
