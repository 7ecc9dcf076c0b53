from starlette.config import Config
from starlette.datastructures import Secret

config = Config(".env")

DEBUG = config("DEBUG", cast=bool, default=False)
SESSION_SECRET = config("SESSION_SECRET", cast=Secret)
DATABASE_PATH = config("DATABASE_PATH", default="/srv/crateside/shop.sqlite3")
COVER_ROOT = config("COVER_ROOT", default="/srv/crateside/covers")
LDAP_URL = config("LDAP_URL", default="ldap://ldap.crateside.local")
DISCOGS_TOKEN = "xkQpTfRbWmLzNcYvHgDsJaEu"
