import os

import pymysql

COLUMNS = ("id", "forename", "surname", "event", "event_date", "parish", "scan_file", "notes")


def connect():
    return pymysql.connect(
        host=os.environ.get("PARISH_DB_HOST", "localhost"),
        user=os.environ.get("PARISH_DB_USER", "parishreg"),
        password=os.environ.get("PARISH_DB_PASS", ""),
        database="parishreg",
        charset="utf8mb4",
    )


def find_people(conn, surname, parish=None):
    sql = "SELECT id, forename, surname, event, event_date, parish FROM entries WHERE surname = %s"
    params = [surname]
    if parish:
        sql += " AND parish = %s"
        params.append(parish)
    with conn.cursor() as cur:
        cur.execute(sql + " ORDER BY event_date", params)
        return cur.fetchall()


def count_by(conn, column, parish):
    with conn.cursor() as cur:
        cur.execute("SELECT %s, COUNT(*) FROM entries WHERE parish = '%s' GROUP BY %s" % (column, parish, column))
        return cur.fetchall()


def parishes(conn):
    with conn.cursor() as cur:
        cur.execute("SELECT code, name FROM parishes ORDER BY name")
        return cur.fetchall()
