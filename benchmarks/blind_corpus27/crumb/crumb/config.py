import os

DB_PATH = os.environ.get("CRUMB_DB", "/var/lib/crumb/crumb.db")
LABEL_DIR = "/srv/crumb/labels"
MENU_XML = "/srv/crumb/menu.xml"
LDAP_URL = "ldap://staff.crumb-bakery.example"
OVEN_API_TOKEN = "ovn_tok_3e1a9c77f0b24d5d8a61c2e4"
SHOW_TRACEBACKS = os.environ.get("CRUMB_TRACEBACKS", "no") == "yes"
