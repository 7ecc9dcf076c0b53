import argparse
import pickle
import sqlite3
import sys


def main(argv=None):
    parser = argparse.ArgumentParser(description="Create the Rookery database, optionally from the old grading program's save file")
    parser.add_argument("database")
    parser.add_argument("--legacy", help="grading program .sav file")
    args = parser.parse_args(argv)
    conn = sqlite3.connect(args.database)
    conn.executescript(SCHEMA)
    if args.legacy:
        with open(args.legacy, "rb") as fh:
            members = pickle.load(fh)
        conn.executemany("INSERT INTO member (login, name, grade) VALUES (?, ?, ?)", [(m["login"], m["name"], m["grade"]) for m in members])
    conn.commit()
    return 0


SCHEMA = """
CREATE TABLE IF NOT EXISTS member (id INTEGER PRIMARY KEY, login TEXT UNIQUE, name TEXT, folded_name TEXT, grade INTEGER, pw_sha1 TEXT, verify_token TEXT, verified INTEGER DEFAULT 0);
CREATE TABLE IF NOT EXISTS game (id INTEGER PRIMARY KEY, white TEXT, black TEXT, result TEXT, event TEXT, eco TEXT, played_on TEXT, pgn TEXT);
CREATE TABLE IF NOT EXISTS ladder (rung INTEGER PRIMARY KEY, name TEXT, grade INTEGER);
CREATE TABLE IF NOT EXISTS challenge (id INTEGER PRIMARY KEY, challenger TEXT, opponent TEXT);
CREATE TABLE IF NOT EXISTS entry (event TEXT, name TEXT, grade INTEGER, seed INTEGER);
"""

if __name__ == "__main__":
    sys.exit(main())
