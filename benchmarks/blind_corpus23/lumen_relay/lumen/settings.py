import os

DEBUG = os.environ.get("LUMEN_DEBUG", "0") == "1"
DSN = os.environ.get("LUMEN_DSN", "postgresql://lumen@localhost/lumen")
ARCHIVE_DIR = "/srv/lumen/archive"
PREVIEW_DIR = "/srv/lumen/previews"
OBSERVATORY_HOSTS = {"allsky.darkvalley-astro.example", "cam2.darkvalley-astro.example"}
ASTROMETRY_API_KEY = os.environ.get("ASTROMETRY_API_KEY", "")
CLUB_LDAP = "ldap://members.darkvalley-astro.example"
CLUB_BASE = "ou=observers,dc=darkvalley-astro,dc=example"
SESSION_FERNET_KEY = "o3m1Zq9yT8vR2wX5pL7kN4jH6gF0dS1aQ2eW3rT4yU8="
