import os


def env_bool(name, default):
    raw = os.environ.get(name)
    return default if raw is None else raw.strip().lower() in {"1", "true", "yes"}


SECRET_KEY = os.environ.get("PODWORKS_SECRET_KEY")
DEBUG = env_bool("PODWORKS_DEBUG", True)
BROKER_URL = "redis://:hedgerow-r3dis-pw@queue.hedgerow.internal:6379/0"
RESULT_BACKEND = os.environ.get("PODWORKS_RESULT_BACKEND", "redis://queue.hedgerow.internal:6379/1")
DATABASE_URL = os.environ.get("PODWORKS_DATABASE_URL", "postgresql+psycopg://podworks@db.hedgerow.internal/podworks")
MEDIA_ROOT = "/srv/podworks/media"
CACHE_DIR = "/var/cache/podworks"
LDAP_URL = "ldaps://ldap.hedgerow.internal"
LDAP_BASE = "ou=members,dc=hedgerow,dc=audio"
FEED_IMPORT_HOSTS = {"feeds.hedgerow.audio", "anchor.example", "feeds.podhost.example"}
SITE_HOSTS = {"hedgerow.audio", "www.hedgerow.audio"}
