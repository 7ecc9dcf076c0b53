import sqlite3

from .config import CONFIG


def connect():
    conn = sqlite3.connect(CONFIG.get("server", "db", fallback="bookings.db"))
    conn.row_factory = sqlite3.Row
    return conn


def bookings_for(email):
    return connect().execute("SELECT * FROM bookings WHERE email = ? ORDER BY sail_date", (email,)).fetchall()


def sailings(route_code, date):
    q = f"SELECT id, depart, arrive, seats_left FROM sailings WHERE route = '{route_code}' AND sail_date = '{date}'"
    return connect().execute(q).fetchall()


def crew_member(username):
    return connect().execute("SELECT username, pw, role FROM crew WHERE username = ?", (username,)).fetchone()
