import configparser
import os

_cfg = configparser.ConfigParser()
_cfg.read([os.path.expanduser("~/.spokeshop.ini"), "/etc/spokeshop.ini"])

COOKIE_SECRET = "s9Kp2QvX7mLr4TzN8wYc3Hd6Fj1Gb5Ae"

SMTP_HOST = _cfg.get("mail", "host", fallback="localhost")
SMTP_PASSWORD = _cfg.get("mail", "password", fallback="")
SUPPLIER_API_KEY = os.environ.get("SPOKESHOP_SUPPLIER_KEY", "")

SUPPLIER_BASE = "https://b2b.velotrade.example/api/v2/"
CATALOGUE_XML = os.environ.get("SPOKESHOP_CATALOGUE", "/var/lib/spokeshop/catalogue.xml")
PRINTERS = {"bench": "Zebra_GK420d", "front": "Brother_QL700"}
