import sqlite3

from . import config


def connect():
    c = sqlite3.connect(config.DB_PATH)
    c.row_factory = sqlite3.Row
    return c


def booking(ref):
    with connect() as c:
        return c.execute("SELECT * FROM bookings WHERE ref = ?", (ref,)).fetchone()


def create_booking(ref, owner, dog, size, start, nights, total):
    with connect() as c:
        c.execute("INSERT INTO bookings (ref, owner, dog_name, size, start, nights, total) VALUES (?,?,?,?,?,?,?)",
                  (ref, owner, dog, size, start, nights, total))
