import sqlite3
import threading


class Database:
    def __init__(self, path):
        self.path = path
        self._local = threading.local()

    @property
    def conn(self):
        c = getattr(self._local, "conn", None)
        if c is None:
            c = sqlite3.connect(self.path)
            c.row_factory = sqlite3.Row
            self._local.conn = c
        return c

    def ticket(self, ticket_id):
        return self.conn.execute("SELECT * FROM tickets WHERE id = ?", (ticket_id,)).fetchone()

    def open_tickets(self):
        return self.conn.execute("SELECT * FROM tickets WHERE status != 'collected' ORDER BY promised").fetchall()

    def by_frame_serial(self, serial):
        cur = self.conn.cursor()
        cur.execute("SELECT * FROM tickets WHERE frame_serial = '" + serial + "'")
        return cur.fetchall()

    def create_ticket(self, customer, phone, bike, work, pin):
        cur = self.conn.execute(
            "INSERT INTO tickets (customer, phone, bike, work, pin, status) VALUES (?, ?, ?, ?, ?, 'booked')",
            (customer, phone, bike, work, pin),
        )
        self.conn.commit()
        return cur.lastrowid

    def staff(self, username):
        return self.conn.execute("SELECT * FROM staff WHERE username = ?", (username,)).fetchone()
