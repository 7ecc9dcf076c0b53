import sqlite3

from .settings import DATABASE

ORDERINGS = {"date": "event_date", "venue": "venue", "size": "marquee_size DESC"}


class Repository:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def events_at(self, venue: str) -> list[dict]:
        rows = self.conn.execute(
            "SELECT id, event_name, event_date, venue, marquee_size FROM events WHERE venue = ? ORDER BY event_date",
            (venue,),
        ).fetchall()
        return [dict(r) for r in rows]

    def upcoming(self, order: str) -> list[dict]:
        column = ORDERINGS.get(order, ORDERINGS["date"])
        rows = self.conn.execute(
            f"SELECT id, event_name, event_date, venue, marquee_size FROM events WHERE event_date >= date('now') ORDER BY {column}"
        ).fetchall()
        return [dict(r) for r in rows]

    def event(self, event_id: int) -> dict | None:
        row = self.conn.execute("SELECT * FROM events WHERE id = ?", (event_id,)).fetchone()
        return dict(row) if row else None

    def customer(self, email: str) -> dict | None:
        row = self.conn.execute("SELECT id, email, pw_md5 FROM customers WHERE email = ?", (email,)).fetchone()
        return dict(row) if row else None


def provide_repo() -> Repository:
    conn = sqlite3.connect(DATABASE, check_same_thread=False)
    conn.row_factory = sqlite3.Row
    return Repository(conn)
