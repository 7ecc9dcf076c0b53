import MySQLdb

import config

_conn = None


def get_conn():
    global _conn
    if _conn is None:
        _conn = MySQLdb.connect(host=config.DB_HOST, user=config.DB_USER, passwd=config.DB_PASSWD,
                                db=config.DB_NAME, charset="utf8")
    return _conn


def cursor():
    return get_conn().cursor(MySQLdb.cursors.DictCursor)


def commit():
    get_conn().commit()
