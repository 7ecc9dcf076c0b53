from starlette.config import Config
from starlette.datastructures import Secret

config = Config(".env")

DATABASE = config("TOOLSHED_DB", default="/var/lib/toolshed/toolshed.db")
DEBUG = config("TOOLSHED_DEBUG", cast=bool, default=False)
LDAP_URL = config("TOOLSHED_LDAP_URL", default="ldap://ldap.eastfieldmakers.org")
LDAP_BASE = config("TOOLSHED_LDAP_BASE", default="ou=borrowers,dc=eastfieldmakers,dc=org")
LDAP_PASSWORD = config("TOOLSHED_LDAP_PASSWORD", cast=Secret, default="")
UPLOAD_DIR = config("TOOLSHED_UPLOADS", default="/var/lib/toolshed/uploads")
MANUALS_API = "https://manuals.toolindex.org/api/v1/lookup"
