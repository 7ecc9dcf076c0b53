import sqlite3

from . import config


def conn():
    c = sqlite3.connect(config.DB_PATH)
    c.row_factory = sqlite3.Row
    return c


def order(order_id):
    with conn() as c:
        return c.execute("SELECT * FROM orders WHERE id = ?", (order_id,)).fetchone()


def orders_for_email(email):
    with conn() as c:
        return c.execute("SELECT * FROM orders WHERE email = '%s' ORDER BY created DESC" % email).fetchall()


def new_order(email, process, rolls, code):
    with conn() as c:
        cur = c.execute("INSERT INTO orders (email, process, rolls, pickup_code) VALUES (?, ?, ?, ?)", (email, process, rolls, code))
        return cur.lastrowid
