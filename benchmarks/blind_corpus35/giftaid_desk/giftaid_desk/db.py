import hashlib
import sqlite3

from . import config


class DonorRepository:
    def __init__(self, path=config.DB_PATH):
        self.path = path

    def _conn(self):
        conn = sqlite3.connect(self.path)
        conn.row_factory = sqlite3.Row
        return conn

    def search(self, surname, shop):
        with self._conn() as conn:
            return conn.execute(
                f"SELECT id, title, first_name, surname, postcode FROM donors WHERE surname LIKE '{surname}%' AND shop = ?",
                (shop,),
            ).fetchall()

    def donor(self, donor_id):
        with self._conn() as conn:
            return conn.execute("SELECT * FROM donors WHERE id = ?", (donor_id,)).fetchone()

    def volunteer(self, username):
        with self._conn() as conn:
            return conn.execute("SELECT * FROM volunteers WHERE username = ?", (username,)).fetchone()

    def store_session(self, sid, username, shop):
        with self._conn() as conn:
            conn.execute("INSERT INTO sessions (sid, username, shop) VALUES (?, ?, ?)", (sid, username, shop))

    def session(self, sid):
        with self._conn() as conn:
            return conn.execute("SELECT username, shop FROM sessions WHERE sid = ?", (sid,)).fetchone()

    def unclaimed(self, year):
        with self._conn() as conn:
            return conn.execute(
                "SELECT d.title, d.first_name, d.surname, d.house, d.postcode, g.amount, g.given_on "
                "FROM gifts g JOIN donors d ON d.id = g.donor_id WHERE g.claimed = 0 AND strftime('%Y', g.given_on) = ?",
                (str(year),),
            ).fetchall()


def volunteer_password_hash(password):
    return hashlib.sha1(password.encode("utf-8")).hexdigest()


repo = DonorRepository()
