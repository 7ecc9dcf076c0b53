import os

from .server import app

app.config.DEBUG = os.environ.get("SKYBASKET_DEBUG", "0") == "1"
app.config.FALLBACK_ERROR_FORMAT = "json"
