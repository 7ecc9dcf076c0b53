import os

DB_PATH = os.environ.get("GIFTAID_DB", "/var/lib/giftaid/giftaid.db")
RECEIPT_DIR = "/srv/giftaid/receipts"
CLAIM_DIR = "/srv/giftaid/claims"
HMRC_ENDPOINT = "https://transaction-engine.tax.service.example/submission"
HMRC_SENDER_ID = "WRENFIELD-HOSPICE"
HMRC_SENDER_PASSWORD = "gAid-Subm1t-2023!"
CHARITY_REF = "XR12345"
LDAP_URL = "ldap://dc.wrenfield-hospice.local"
LDAP_BIND_PASSWORD = os.environ.get("GIFTAID_LDAP_PASSWORD", "")
CLAIM_RULES_FILE = "/etc/giftaid/claim_rules.py"
