from twisted.enterprise import adbapi

from . import config

pool = adbapi.ConnectionPool("sqlite3", config.DB_FILE, check_same_thread=False)


def run_query(sql, params=()):
    return pool.runQuery(sql, params)


def run_operation(sql, params=()):
    return pool.runOperation(sql, params)
