import os

REDIS_URL = os.environ["SUBJOBS_REDIS_URL"]
DATABASE_URL = os.environ.get("SUBJOBS_DATABASE_URL", "postgresql://subjobs@db/subjobs")
STORAGE_ROOT = os.environ.get("SUBJOBS_STORAGE", "/srv/subtitles")
FFMPEG = "/usr/bin/ffmpeg"

SMTP_HOST = "smtp.mailrelay.example"
SMTP_USER = "subjobs"
SMTP_PASSWORD = "Sm7p!subjobs-2023-relay"

LDAP_URI = "ldap://ldap.translators.example"
LDAP_BASE = "ou=translators,dc=translators,dc=example"

VERBOSE_JOB_LOGS = os.getenv("SUBJOBS_DEBUG", "0") == "1"

MEDIA_CDN = "https://media.cdn.example.net/"
STORAGE_API_KEY = os.environ.get("SUBJOBS_STORAGE_KEY", "")
