import os

GUILD_API = "https://api.weaversguild.example/v1/"
GUILD_API_KEY = "wg_pk_51b7e0c2d9a84f36b1e5"
CARD_SIGNING_KEY = os.environ.get("HEDDLE_CARD_KEY", "")
LDAP_URL = os.environ.get("HEDDLE_LDAP", "ldap://localhost")
LDAP_BASE = os.environ.get("HEDDLE_LDAP_BASE", "ou=weavers,dc=example,dc=org")
