from psycopg2.pool import ThreadedConnectionPool

from inventory import settings

_pool = None


def _password():
    with open(settings.SERVICE_ACCOUNT_PASSWORD_FILE) as fh:
        return fh.read().strip()


def get_conn():
    global _pool
    if _pool is None:
        _pool = ThreadedConnectionPool(2, 20, settings.DATABASE_DSN, password=_password())
    return _pool.getconn()


def put_conn(conn):
    _pool.putconn(conn)
