import os

SECRET_KEY = os.environ.get("WIKI_SECRET_KEY") or os.urandom(32)
DATABASE = os.environ.get("WIKI_DATABASE", "/var/lib/wiki/wiki.db")
ATTACHMENT_DIR = os.environ.get("WIKI_ATTACHMENTS", "/var/lib/wiki/attachments")
EXPORT_DIR = os.environ.get("WIKI_EXPORTS", "/var/lib/wiki/exports")

GITHUB_CLIENT_ID = "Iv1.8a61f9b3a7aba766"
GITHUB_CLIENT_SECRET = "1f2e9c7a44b0d6e835cc0a9b12f47e6d58a30b21"

MAX_CONTENT_LENGTH = 16 * 1024 * 1024
