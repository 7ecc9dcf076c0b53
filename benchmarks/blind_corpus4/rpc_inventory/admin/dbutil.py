import urllib.parse

import pymysql
from tornado.options import options


def connect():
    u = urllib.parse.urlparse(options.mysql_dsn)
    return pymysql.connect(host=u.hostname, user=u.username, password=u.password or "",
                           database=u.path.lstrip("/"), autocommit=True)


def query(sql, *params):
    conn = connect()
    try:
        with conn.cursor(pymysql.cursors.DictCursor) as cur:
            cur.execute(sql, params or None)
            return cur.fetchall()
    finally:
        conn.close()
