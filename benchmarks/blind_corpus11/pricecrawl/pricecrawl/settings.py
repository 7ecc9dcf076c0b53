import os

SEED_DOMAINS = ("shop-a.example", "www.shop-b.example", "store.shop-c.example")
USER_AGENTS = (
    "Mozilla/5.0 (X11; Linux x86_64) PriceCrawl/2.1",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 13_4) PriceCrawl/2.1",
)
DB_PATH = os.getenv("PRICECRAWL_DB", "prices.sqlite3")
PROXY_USER = "crawler"
PROXY_PASS = "pr0xy-Crawl-77x"
PROXY = f"http://{PROXY_USER}:{PROXY_PASS}@proxy.internal:3128"
ADMIN_TOKEN = os.getenv("PRICECRAWL_ADMIN_TOKEN")
