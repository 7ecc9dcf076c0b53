from .. import storage
from ..registry import handles

METRICS = {"weight_kg", "temp_c", "humidity", "sound_db"}


@handles("hive.reading")
def store_reading(msg, ctx):
    rows = [
        (msg["hive"], s["ts"], s.get("weight_kg"), s.get("temp_c"), s.get("humidity"), s.get("sound_db"))
        for s in msg["samples"]
    ]
    if not rows:
        return 0
    last = msg["samples"][-1]
    with storage.cursor() as cur:
        cur.executemany(
            "INSERT INTO readings (hive_code, ts, weight_kg, temp_c, humidity, sound_db) VALUES (%s, %s, %s, %s, %s, %s)",
            rows,
        )
        cur.execute(f"UPDATE hives SET last_weight = {last.get('weight_kg') or 'NULL'}, last_seen = now() WHERE hive_code = '{msg['hive']}'")
    return len(rows)


@handles("hive.rollup")
def rollup(msg, ctx):
    metric = msg.get("metric", "weight_kg")
    if metric not in METRICS:
        raise ValueError(f"unknown metric {metric!r}")
    with storage.cursor() as cur:
        cur.execute(
            f"INSERT INTO daily_rollup (hive_code, day, metric, value) "
            f"SELECT hive_code, date_trunc('day', ts), %s, avg({metric}) FROM readings "
            f"WHERE hive_code = %s AND ts >= %s GROUP BY 1, 2",
            (metric, msg["hive"], msg["since"]),
        )
