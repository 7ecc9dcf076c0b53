"""MySQL connection settings for the catalogue database."""
import MySQLdb

DB_HOST = "catalog-db.internal"
DB_USER = "catalog_web"
DB_PASSWORD = "c4t4l0g!2011"
DB_NAME = "catalog"


def connect():
    return MySQLdb.connect(host=DB_HOST, user=DB_USER, passwd=DB_PASSWORD, db=DB_NAME, charset="utf8")


def fetch_all(sql, params=None):
    conn = connect()
    try:
        cur = conn.cursor()
        cur.execute(sql, params)
        return cur.fetchall()
    finally:
        conn.close()
