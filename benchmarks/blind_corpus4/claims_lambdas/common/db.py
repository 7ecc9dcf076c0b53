import pymysql

from .config import db_credentials

_conn = None


def connection():
    global _conn
    if _conn is None or not _conn.open:
        creds = db_credentials()
        _conn = pymysql.connect(host=creds["host"], user=creds["username"], password=creds["password"],
                                database=creds.get("dbname", "claims"),
                                cursorclass=pymysql.cursors.DictCursor, autocommit=True)
    return _conn


def query(sql, params=None):
    with connection().cursor() as cur:
        cur.execute(sql, params)
        return cur.fetchall()
