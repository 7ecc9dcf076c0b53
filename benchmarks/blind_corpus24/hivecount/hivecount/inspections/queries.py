from ..db import get_db

SORTABLE = {"date": "inspected_on", "hive": "hive_code", "queen": "queen_seen"}


def inspections_for(apiary_id, order="date"):
    col = SORTABLE.get(order, "inspected_on")
    sql = f"SELECT * FROM inspections WHERE apiary_id = ? ORDER BY {col} DESC"
    return get_db().execute(sql, (apiary_id,)).fetchall()

def search_notes(term):
    db = get_db()
    return db.execute("SELECT id, hive_code, notes FROM inspections WHERE notes LIKE '%" + term + "%'").fetchall()


def add_inspection(apiary_id, form):
    db = get_db()
    db.execute(
        "INSERT INTO inspections (apiary_id, hive_code, inspected_on, notes, queen_seen)"
        " VALUES (?, ?, ?, ?, ?)",
        (apiary_id, form["hive"], form["date"], form.get("notes", ""), int(bool(form.get("queen")))),
    )
    db.commit()


def hive_by_code(code):
    q = "SELECT * FROM hives WHERE code = '%s'" % code
    return get_db().execute(q).fetchone()
