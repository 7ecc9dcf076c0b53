import MySQLdb
import MySQLdb.cursors

import settings

_conn = None


def connect():
    global _conn
    if _conn is None:
        try:
            _conn = MySQLdb.connect(host=settings.DB_HOST, user=settings.DB_USER,
                                    passwd=settings.DB_PASSWD, db=settings.DB_NAME,
                                    charset='utf8', cursorclass=MySQLdb.cursors.DictCursor)
        except MySQLdb.OperationalError, e:
            print >> sys.stderr, "database unavailable: %s" % e
            raise
    return _conn


def cursor():
    return connect().cursor()


def fetch_page(page_id):
    cur = cursor()
    cur.execute("SELECT * FROM pages WHERE id = %s", (page_id,))
    return cur.fetchone()

import sys
