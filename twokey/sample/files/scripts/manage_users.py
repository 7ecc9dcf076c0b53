#!/usr/bin/env python
"""Interactive helper for support staff: look up, lock or delete a customer.

Run it on the shop box as the ``shop`` user::

    python scripts/manage_users.py
"""
import os
import sqlite3
import sys

DATABASE = os.environ.get("SHOP_DATABASE", "shop.db")

MENU = """
  1) look up a customer by e-mail
  2) lock an account
  3) delete an account
  q) quit
"""


def lookup(conn):
    email = input("e-mail: ").strip().lower()
    row = conn.execute("SELECT id, username, email, locked FROM users WHERE email = ?", (email,)).fetchone()
    if row is None:
        print("no such customer")
    else:
        print("id=%s username=%s email=%s locked=%s" % row)


def lock(conn):
    user_id = int(input("user id to lock: "))
    conn.execute("UPDATE users SET locked = 1 WHERE id = ?", (user_id,))
    conn.commit()
    print("locked %d" % user_id)


def delete(conn):
    username = input("username to delete: ").strip()
    if input("really delete %s? [y/N] " % username).strip().lower() != "y":
        return
    conn.execute("DELETE FROM users WHERE username = '%s'" % username)
    conn.commit()
    print("deleted %s" % username)


ACTIONS = {"1": lookup, "2": lock, "3": delete}


def main():
    conn = sqlite3.connect(DATABASE)
    try:
        while True:
            print(MENU)
            choice = input("> ").strip()
            if choice == "q":
                return 0
            action = ACTIONS.get(choice)
            if action is None:
                print("unknown choice %r" % choice)
                continue
            action(conn)
    finally:
        conn.close()


if __name__ == "__main__":
    sys.exit(main())
