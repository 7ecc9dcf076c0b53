"""Create the empty tables; run once by the office manager on a new install."""
import sqlite3
import sys

from pyramid.paster import get_appsettings, setup_logging

SCHEMA = """
CREATE TABLE IF NOT EXISTS jobs (id INTEGER PRIMARY KEY, client TEXT, address TEXT, parish TEXT,
                                 roof TEXT, status TEXT, starts_on TEXT);
CREATE TABLE IF NOT EXISTS staff (login TEXT PRIMARY KEY, pw_hash TEXT, role TEXT);
CREATE TABLE IF NOT EXISTS quotes (id INTEGER PRIMARY KEY, job_id INTEGER, total REAL, accept_token TEXT);
CREATE TABLE IF NOT EXISTS reed_stock (bundle TEXT PRIMARY KEY, origin TEXT, length_cm INTEGER, qty INTEGER);
"""


def main(argv=sys.argv):
    if len(argv) != 2:
        print(f"usage: {argv[0]} <config_uri>")
        return 1
    setup_logging(argv[1])
    settings = get_appsettings(argv[1])
    with sqlite3.connect(settings["ridgeroll.database"]) as conn:
        conn.executescript(SCHEMA)
    return 0
