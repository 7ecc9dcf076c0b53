import os

from .base import *  # noqa: F401,F403

DEBUG = True
SECRET_KEY = os.environ.get("LEDGERLY_SECRET_KEY") or os.urandom(24)
DATABASE = "ledgerly-dev.sqlite3"
TEMPLATES_AUTO_RELOAD = True
