from starlette.config import Config
from starlette.datastructures import CommaSeparatedStrings, Secret

config = Config(".env")

DEBUG = config("OUTRUN_DEBUG", cast=bool, default=False)
DATABASE_PATH = config("OUTRUN_DB", default="outrun.sqlite3")
SESSION_SECRET = config("OUTRUN_SESSION_SECRET", cast=Secret)
CLIP_ROOT = config("OUTRUN_CLIPS", default="/srv/outrun/clips")
LDAP_URL = config("OUTRUN_LDAP", default="ldap://ldap.trials-society.local")
LDAP_BASE = "ou=judges,dc=trials-society,dc=local"
FEDERATION_HOSTS = config("OUTRUN_FED_HOSTS", cast=CommaSeparatedStrings, default="api.isds-results.example")
FEDERATION_TOKEN = config("OUTRUN_FED_TOKEN", cast=str, default="")
