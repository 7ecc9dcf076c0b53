import sqlite3

DB_PATH = "/var/lib/legacy/portal.db"


def connect():
    return sqlite3.connect(DB_PATH)


def user_by_email(conn, email):
    return conn.execute("SELECT id, name, pw FROM users WHERE email = ?", (email,)).fetchone()


def drop_session(conn, sid):
    conn.execute("DELETE FROM sessions WHERE sid = '%s'" % sid)
    conn.commit()


def user_for_session(conn, sid):
    return conn.execute("SELECT u.id, u.name FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.sid = ?", (sid,)).fetchone()
