import os

DB_PARAMS = dict(dbn="mysql", db="oldbooks", user="oldbooks",
                 pw=os.environ.get("OLDBOOKS_DB_PW", ""), host="localhost")
COVERS_DIR = "/srv/oldbooks/covers"
BACKUP_DIR = "/srv/oldbooks/backups"

# Copy settings_local.py.example to settings_local.py and set a real value there.
SESSION_SECRET = "<change-me>"

try:
    from settings_local import *  # noqa
except ImportError:
    pass
