import os

WORK_DIR = os.environ.get("FEEDMILL_WORK", "/srv/feedmill/work")
MEDIA_DIR = os.environ.get("FEEDMILL_MEDIA", "/srv/feedmill/media")
DROP_DIR = os.environ.get("FEEDMILL_DROP", "/srv/sftp/partners")
PG_DSN = os.environ.get("FEEDMILL_PG_DSN", "dbname=feedmill user=feedmill host=localhost")
REDIS_URL = os.environ.get("FEEDMILL_REDIS", "redis://localhost:6379/2")
SFTP_USER = "feedmill"
SFTP_PASSWORD = os.environ.get("FEEDMILL_SFTP_PASSWORD")
EXTRA_PARSER_MODULES = ("feedmill.parsers.manifest",)

PARTNER_ENDPOINTS = {
    "acme": "https://feeds.acme-supplies.example/catalog.xml",
    "globex": "https://partner.globex.example/export/atom",
    "initech": "https://initech.example/api/v2/catalog",
}
