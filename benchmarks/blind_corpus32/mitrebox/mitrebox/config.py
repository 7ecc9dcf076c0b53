import os

BROKER_URL = os.environ.get("MITREBOX_BROKER", "redis://localhost:6379/3")
RESULT_BACKEND = os.environ.get("MITREBOX_RESULTS", "redis://localhost:6379/4")
DATABASE_DSN = os.environ.get("MITREBOX_DSN", "dbname=mitrebox user=mitrebox host=/run/postgresql")

PRINT_LAB_API_KEY = "plk_live_61c0e9f4b7a2d8351e6c9f0a4b7d2e88"
FORM_SECRET_KEY = os.environ["MITREBOX_FORM_SECRET"]

ARTWORK_DIR = "/srv/mitrebox/artwork"
GALLERY_DIR = "/srv/mitrebox/public/gallery"
LDAP_URL = "ldap://workshop.mitrebox.local"
LDAP_BASE = "ou=framers,dc=mitrebox,dc=local"
MOULDING_FEED = "https://trade.mouldings-direct.example.co.uk/feeds/catalogue.xml"
