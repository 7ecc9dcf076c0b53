import sqlite3
import time

DB = '/var/lib/netmon/samples.db'


def record(host, metric, value):
    conn = sqlite3.connect(DB)
    conn.execute("INSERT INTO samples (ts, host, metric, value) VALUES (%d, '%s', '%s', %s)"
                 % (time.time(), host, metric, value))
    conn.commit()
    conn.close()


def latest(host):
    conn = sqlite3.connect(DB)
    try:
        return conn.execute('SELECT metric, value FROM samples WHERE host = ? ORDER BY ts DESC LIMIT 20',
                            (host,)).fetchall()
    finally:
        conn.close()
