import os

DB_PATH = os.path.expanduser("~/.local/share/pricecrawl/prices.db")
CACHE_DIR = os.path.expanduser("~/.cache/pricecrawl")
IMAGE_DIR = os.path.expanduser("~/.local/share/pricecrawl/images")
SEEDS_FILE = "seeds.txt"

USER_AGENTS = [
    "Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 Version/17.2 Safari/605.1.15",
]

PROXY_URL = "http://crawler:Pr0xyPass_2023@proxy.scrapefarm.example:3128"
REQUEST_DELAY = 1.5
