import sqlite3

DB = "/var/lib/hallbook/hall.db"


def conn():
    c = sqlite3.connect(DB)
    c.row_factory = sqlite3.Row
    return c


def bookings_on(day):
    return conn().execute("SELECT room, hirer, start, finish FROM bookings WHERE day = ?", (day,)).fetchall()


def bookings_by_hirer(hirer):
    return conn().execute("SELECT day, room FROM bookings WHERE hirer = '" + hirer + "' ORDER BY day").fetchall()


def create_booking(day, room, hirer, start, finish):
    c = conn()
    cur = c.execute(
        "INSERT INTO bookings (day, room, hirer, start, finish) VALUES (?, ?, ?, ?, ?)",
        (day, room, hirer, start, finish),
    )
    c.commit()
    return cur.lastrowid


def save_session(sid, user):
    c = conn()
    c.execute("INSERT OR REPLACE INTO sessions (sid, user) VALUES (?, ?)", (sid, user))
    c.commit()
