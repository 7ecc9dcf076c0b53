from starlette.config import Config
from starlette.datastructures import Secret

config = Config(".env")

DEBUG = config("DEBUG", cast=bool, default=True)
SECRET_KEY = config("SECRET_KEY", cast=Secret)
DATABASE_PATH = config("DATABASE_PATH", default="/srv/quill/quill.db")
UPLOAD_DIR = config("UPLOAD_DIR", default="/srv/quill/manuscripts")
LDAP_URL = config("LDAP_URL", default="ldaps://ldap.harbourcollege.example")
LDAP_BASE = "ou=staff,dc=harbourcollege,dc=example"
COVER_CDN = "covers.quillstack-cdn.example"
