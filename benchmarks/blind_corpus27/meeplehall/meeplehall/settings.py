from starlette.config import Config
from starlette.datastructures import Secret

config = Config(".env")

DEBUG = config("DEBUG", cast=bool, default=False)
DATABASE_PATH = config("DATABASE_PATH", default="meeplehall.db")
SESSION_KEY = config("SESSION_KEY", cast=Secret)
BGG_API = "https://boardgamegeek.com/xmlapi2"
LABEL_PRINTER = config("LABEL_PRINTER", default="zebra-front")
LDAP_HOST = config("LDAP_HOST", default="ldap://staff.meeple.local")
LDAP_BIND_DN = "cn=meeple-app,ou=services,dc=meeple,dc=local"
LDAP_BIND_PASSWORD = "Dice!Tower-2023"
RULEBOOK_DIR = "/srv/meeplehall/rulebooks"
