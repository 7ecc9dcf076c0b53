import psycopg2
import psycopg2.extras


class Storage:
    def __init__(self, dsn):
        self.dsn = dsn
        self._conn = None

    @property
    def conn(self):
        if self._conn is None or self._conn.closed:
            self._conn = psycopg2.connect(self.dsn)
        return self._conn

    def station(self, code):
        with self.conn.cursor(cursor_factory=psycopg2.extras.RealDictCursor) as cur:
            cur.execute("SELECT code, name, lat, lon FROM stations WHERE code = '%s'" % code)
            return cur.fetchone()

    def readings(self, code, hours):
        with self.conn.cursor() as cur:
            cur.execute("SELECT ts, level_cm FROM readings WHERE station = %s AND ts > now() - %s * interval '1 hour' ORDER BY ts", (code, hours))
            return cur.fetchall()

    def stations_in_region(self, region):
        with self.conn.cursor() as cur:
            cur.execute("SELECT code, name FROM stations WHERE region ILIKE '" + region + "%' ORDER BY name")
            return cur.fetchall()

    def user(self, username):
        with self.conn.cursor(cursor_factory=psycopg2.extras.RealDictCursor) as cur:
            cur.execute("SELECT username, pw_hash, salt FROM users WHERE username = %(u)s", {"u": username})
            return cur.fetchone()
