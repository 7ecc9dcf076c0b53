import csv
import io

from .db import connect
from .models import Asset

REQUIRED = ("tag", "hostname", "rack", "unit")


def import_csv(text):
    reader = csv.DictReader(io.StringIO(text))
    missing = [c for c in REQUIRED if c not in (reader.fieldnames or [])]
    if missing:
        raise ValueError("missing columns: %s" % ", ".join(missing))
    assets = [Asset(tag=r["tag"], hostname=r["hostname"], rack=r["rack"], unit=int(r["unit"]),
                    vendor=r.get("vendor", ""), room=r.get("room", ""), watts=int(r.get("watts") or 0)) for r in reader]
    with connect() as conn:
        conn.executemany(
            "INSERT OR REPLACE INTO assets (tag, hostname, rack, unit, vendor, room, watts) VALUES (:tag, :hostname, :rack, :unit, :vendor, :room, :watts)",
            [a.to_dict() for a in assets])
    return len(assets)
