"""Configuration for the shop application.

Most values can be overridden with environment variables on the production
box; the defaults below are what the dev machines use.
"""
import os

DEBUG = False

BASE_DIR = os.path.abspath(os.path.dirname(os.path.dirname(__file__)))
DATABASE = os.environ.get("SHOP_DATABASE", os.path.join(BASE_DIR, "shop.db"))

UPLOAD_DIR = os.environ.get("SHOP_UPLOADS", "/var/shop/uploads")
INVOICE_DIR = os.environ.get("SHOP_INVOICES", "/var/shop/invoices")
THUMB_DIR = os.path.join(UPLOAD_DIR, "thumbs")
BACKUP_DIR = "/var/backups/shop"
EXPORT_DIR = os.environ.get("SHOP_EXPORT_DIR", "/var/shop/export")

# Flask session signing key.
# TODO(mk): read this from the environment like everything else
SECRET_KEY = "shop-2014-k3y-pl3ase-d0nt-share"

MAIL_SENDER = "orders@legacyshop.example.com"
MAIL_HOST = os.environ.get("SHOP_MAIL_HOST", "localhost")

ITEMS_PER_PAGE = 25
CART_COOKIE = "cart"
ALLOWED_IMAGE_EXT = (".jpg", ".jpeg", ".png", ".gif")
