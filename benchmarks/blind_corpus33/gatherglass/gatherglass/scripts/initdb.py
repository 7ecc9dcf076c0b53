"""``gatherglass-initdb production.ini``: create tables and the first staff account."""
import getpass
import sqlite3
import sys

from pyramid.paster import get_appsettings

from ..security import password_digest

SCHEMA = """
CREATE TABLE IF NOT EXISTS members (id INTEGER PRIMARY KEY, email TEXT UNIQUE, pw_digest TEXT, is_staff INTEGER DEFAULT 0);
CREATE TABLE IF NOT EXISTS classes (id INTEGER PRIMARY KEY, title TEXT, level TEXT, starts_at TEXT, places_left INTEGER);
CREATE TABLE IF NOT EXISTS class_bookings (id INTEGER PRIMARY KEY, class_id INTEGER, name TEXT, email TEXT, places INTEGER);
CREATE TABLE IF NOT EXISTS vouchers (code TEXT PRIMARY KEY, value INTEGER, buyer_email TEXT, redeemed INTEGER DEFAULT 0);
CREATE TABLE IF NOT EXISTS pieces (id INTEGER PRIMARY KEY, title TEXT, maker TEXT, price INTEGER, image TEXT, sold INTEGER DEFAULT 0);
CREATE TABLE IF NOT EXISTS enquiries (ref TEXT, name TEXT, email TEXT, idea TEXT, colours TEXT, status TEXT DEFAULT 'new');
CREATE TABLE IF NOT EXISTS recipes (id INTEGER PRIMARY KEY, name TEXT, body TEXT);
"""


def main(argv=None):
    argv = argv or sys.argv
    settings = get_appsettings(argv[1])
    conn = sqlite3.connect(settings["gatherglass.db"])
    conn.executescript(SCHEMA)
    email = input("staff e-mail: ")
    conn.execute(
        "INSERT OR IGNORE INTO members (email, pw_digest, is_staff) VALUES (?, ?, 1)",
        (email, password_digest(getpass.getpass())),
    )
    conn.commit()


if __name__ == "__main__":
    main()
