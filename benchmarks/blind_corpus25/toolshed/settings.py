from starlette.config import Config
from starlette.datastructures import Secret

config = Config(".env")

DEBUG = config("DEBUG", cast=bool, default=False)
SECRET_KEY = config("SECRET_KEY", cast=Secret)
DATABASE_PATH = config("DATABASE_PATH", default="toolshed.db")
MANUALS_DIR = config("MANUALS_DIR", default="/srv/toolshed/manuals")
LDAP_URL = config("LDAP_URL", default="ldap://members.toolshed.local")
LDAP_BASE = "ou=members,dc=toolshed,dc=local"
SMS_GATEWAY_URL = "https://sms.example-gateway.net/v1/messages"
SMS_GATEWAY_TOKEN = "sgw_9d3be1f07a5c4e22b6a1d8f3c07e4b95"
WEBHOOK_ALLOWED_HOSTS = {"hooks.slack.com", "discord.com"}
