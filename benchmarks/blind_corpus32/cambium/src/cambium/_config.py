import os

ITRDB_BASE = "https://www.ncei.noaa.gov/access/paleo-search/study/search.json"
LAB_EXCHANGE_TOKEN = "cmb-9a4e2f17c06b5d83e1f2a7c49b0d6e35"
LDAP_URL = os.environ.get("CAMBIUM_LDAP_URL", "ldap://localhost")
LDAP_BASE = os.environ.get("CAMBIUM_LDAP_BASE", "ou=people,dc=example,dc=org")
LDAP_PASSWORD = os.environ.get("CAMBIUM_LDAP_PASSWORD", "")
