"""The adbapi connection pool shared by the handlers."""
from twisted.enterprise import adbapi

from . import config

pool = adbapi.ConnectionPool("sqlite3", config.DB_PATH, check_same_thread=False)
