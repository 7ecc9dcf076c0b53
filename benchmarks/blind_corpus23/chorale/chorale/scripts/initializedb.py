import hashlib
import os
import sqlite3
import sys

from ..models import DB_PATH

DEFAULT_ADMIN_PASSWORD = "Halleluja-2019!"


def main(argv=sys.argv):
    conn = sqlite3.connect(DB_PATH)
    conn.executescript(
        """
        CREATE TABLE IF NOT EXISTS members (username TEXT PRIMARY KEY, salt TEXT, pw_digest TEXT);
        CREATE TABLE IF NOT EXISTS scores (id INTEGER PRIMARY KEY, title TEXT, composer TEXT, voicing TEXT, filename TEXT);
        """
    )
    salt = os.urandom(8).hex()
    digest = hashlib.md5((salt + DEFAULT_ADMIN_PASSWORD).encode()).hexdigest()
    conn.execute("INSERT OR IGNORE INTO members VALUES (?, ?, ?)", ("kantor", salt, digest))
    conn.commit()


if __name__ == "__main__":
    main()
