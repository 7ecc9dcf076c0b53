import os

DB_PATH = os.environ.get("DARKROOM_DB", "/var/lib/darkroom/orders.db")
SCAN_DIR = os.environ.get("DARKROOM_SCANS", "/var/lib/darkroom/scans")
SESSION_KEY = "c41-e6-bw-k14-9f3a77e2d0"
SMTP_PASSWORD = os.environ.get("DARKROOM_SMTP_PASSWORD")
DEBUG = os.environ.get("DARKROOM_DEBUG", "") == "yes"
PROCESSES = {"c41": "C-41 colour", "e6": "E-6 slide", "bw": "Black & white"}
RETURN_PAGES = {"home": "/", "orders": "/orders", "price": "/prices"}
