import os

DEBUG = os.environ.get("TILEMILL_DEBUG", "1") == "1"

LISTEN_HOST = os.environ.get("TILEMILL_HOST", "0.0.0.0")
LISTEN_PORT = int(os.environ.get("TILEMILL_PORT", "8080"))

CACHE_DIR = os.environ.get("TILEMILL_CACHE", "/var/cache/tilemill")
SPRITE_DIR = os.environ.get("TILEMILL_SPRITES", "/var/lib/tilemill/sprites")
WORK_DIR = os.environ.get("TILEMILL_WORK", "/var/lib/tilemill/work")

UPSTREAM_API_KEY = "tmk_live_5d2e8b71c0a94f36b1e7aa02c9d4f8e1"
S3_ACCESS_KEY = os.environ.get("TILEMILL_S3_ACCESS_KEY", "")
S3_SECRET_KEY = os.environ.get("TILEMILL_S3_SECRET_KEY", "")

STYLE_HOST = "styles.tilemill.example.net"

LAYERS = {
    "streets": {"title": "Streets", "url": "https://tiles.upstream.example.com/streets/{z}/{x}/{y}.png"},
    "terrain": {"title": "Terrain", "url": "https://tiles.upstream.example.com/terrain/{z}/{x}/{y}.png"},
    "satellite": {"title": "Satellite <beta>", "url": "https://imagery.upstream.example.com/sat/{z}/{y}/{x}.jpg"},
}
