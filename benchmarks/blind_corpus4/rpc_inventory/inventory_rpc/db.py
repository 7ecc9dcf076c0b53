import MySQLdb

import config

_conn = None


def cursor():
    global _conn
    if _conn is None:
        _conn = MySQLdb.connect(host=config.DB_HOST, user=config.DB_USER,
                                passwd=config.DB_PASSWD, db=config.DB_NAME, charset='utf8')
        _conn.autocommit(True)
    return _conn.cursor()
