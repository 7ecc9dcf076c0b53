import os

DATABASE = os.environ.get("RIDEALONG_DB", "/var/lib/ridealong/rides.db")
ROUTING_URL = "https://routing.internal.parkco.net/route"
SMS_GATEWAY_KEY = "sk_live_51HxQ2fLk9PaRkCo0mUteR7x"
LDAP_URI = "ldaps://ad.parkco.net"
RECEIPT_DIR = "/var/lib/ridealong/receipts"
DEBUG = os.environ.get("RIDEALONG_DEBUG", "false").lower() == "true"
