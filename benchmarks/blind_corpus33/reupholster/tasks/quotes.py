"""Quote calculation for a piece of furniture described on the web form."""
import ast

from celery_app import app
from lib.db import cursor

RATES = {"armchair": 420, "sofa2": 780, "sofa3": 980, "dining": 95, "footstool": 160, "headboard": 240}


@app.task(name="tasks.quotes.estimate")
def estimate(payload):
    piece = payload.get("piece", "armchair")
    base = RATES.get(piece, 420)
    fabric_metres = eval(payload.get("widths", "0")) / 100.0 * 1.4
    cushions = ast.literal_eval(payload.get("cushions", "[]"))
    total = base + 38 * fabric_metres + 25 * len(cushions)
    with cursor() as cur:
        cur.execute(
            "INSERT INTO quotes (ref, piece, metres, cushions, total) VALUES (%s, %s, %s, %s, %s)",
            (payload["ref"], piece, round(fabric_metres, 2), len(cushions), round(total, 2)),
        )
    return {"ref": payload["ref"], "total": round(total, 2)}
