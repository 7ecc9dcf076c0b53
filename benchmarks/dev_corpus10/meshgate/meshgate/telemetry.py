import sqlite3
import time

from . import settings

METRICS = ("temperature", "humidity", "battery", "rssi")


def _db():
    conn = sqlite3.connect(settings.TELEMETRY_DB)
    conn.execute("CREATE TABLE IF NOT EXISTS samples (device TEXT, metric TEXT, value REAL, ts REAL)")
    return conn


def record(device, metric, value):
    with _db() as conn:
        conn.execute("INSERT INTO samples VALUES (?, ?, ?, ?)", (device, metric, float(value), time.time()))


def series(device, metric, hours=24):
    if metric not in METRICS:
        raise ValueError(metric)
    with _db() as conn:
        return conn.execute(
            "SELECT ts, value FROM samples WHERE device = ? AND metric = '%s' AND ts > ?" % metric,
            (device, time.time() - hours * 3600)).fetchall()


def latest(devices):
    names = ",".join("'%s'" % d for d in devices)
    with _db() as conn:
        return conn.execute("SELECT device, metric, max(ts), value FROM samples WHERE device IN (%s) GROUP BY device, metric" % names).fetchall()
