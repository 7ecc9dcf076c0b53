import sqlite3

from flask import current_app

ORDERS = {"zone": "zone", "sown": "sown_on DESC", "crop": "crop"}


def _db():
    return sqlite3.connect(current_app.config["DATABASE"])


def bed(bed_id):
    row = _db().execute("SELECT id, label, crop FROM beds WHERE id = ?", (bed_id,)).fetchone()
    return {"id": row[0], "label": row[1], "crop": row[2]} if row else {}


def rename_bed(bed_id, label):
    conn = _db()
    conn.execute("UPDATE beds SET label = ? WHERE id = ?", (label, bed_id))
    conn.commit()


def zones_for(crop, order):
    order_sql = ORDERS.get(order, "zone")
    sql = "SELECT zone, crop, sown_on FROM beds WHERE crop LIKE '{}%' ORDER BY {}".format(crop, order_sql)
    return _db().execute(sql).fetchall()
