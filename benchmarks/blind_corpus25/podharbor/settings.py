import os

BROKER_URL = "amqp://podharbor:Ha4b0ur-W0rk3rs!@mq.podharbor.internal:5672/prod"
RESULT_BACKEND = os.environ.get("PODHARBOR_RESULTS", "redis://localhost:6379/4")
MEDIA_ROOT = os.environ.get("PODHARBOR_MEDIA", "/srv/podharbor/media")
DB_DSN = os.environ.get("PODHARBOR_DSN", "dbname=podharbor user=podharbor")
LDAP_URL = os.environ.get("PODHARBOR_LDAP", "ldap://directory.podharbor.internal")
LDAP_BASE = "ou=hosts,dc=podharbor,dc=internal"
TRUSTED_CDN_HOSTS = frozenset({"cdn.podharbor.net", "media.podharbor.net"})
