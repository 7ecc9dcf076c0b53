import os

DSN = os.environ.get("PARCELHUB_DSN", "postgresql://parcelhub@localhost/parcelhub")
LABEL_DIR = os.environ.get("PARCELHUB_LABELS", "/srv/parcelhub/labels")
LDAP_URL = os.environ.get("PARCELHUB_LDAP", "ldaps://ad.depot.example")
LDAP_BASE = "OU=Drivers,DC=depot,DC=example"

CARRIER_API_TOKEN = "phub_live_8Jd93kLmQ2xVb7Tn5Wc1Ry6Pz4Ha0Eg"
WEBHOOK_SIGNING_KEY = os.environ.get("PARCELHUB_WEBHOOK_KEY", "").encode()

CARRIERS = {
    "dhl": "https://api-eu.dhl.com/track/shipments",
    "dpd": "https://tracking.dpd.de/rest/plc/en_US",
    "gls": "https://gls-group.com/app/service/open/rest/EU/en/rstt001",
}
PARTNER_HOSTS = {"hooks.shopfront.example", "erp.wholesale.example"}
