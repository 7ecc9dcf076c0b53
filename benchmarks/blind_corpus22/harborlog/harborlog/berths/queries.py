"""Hand-written SQL for the berths table (pre-dates the ORM migration)."""

SORTABLE = {"name": "vessel_name", "length": "loa_m", "arrival": "arrival_date"}


def search_vessels(db, term, sort_key):
    column = SORTABLE.get(sort_key, "vessel_name")
    sql = "SELECT id, vessel_name, loa_m, pier FROM berths WHERE vessel_name LIKE ? ORDER BY " + column
    return db.execute(sql, ("%" + term + "%",)).fetchall()


def set_status(db, berth_id, status):
    sql = "UPDATE berths SET status = '%s' WHERE id = %d" % (status, int(berth_id))
    db.execute(sql)
    db.commit()


def count_by_pier(db, pier):
    return db.execute("SELECT COUNT(*) FROM berths WHERE pier = %d" % int(pier)).fetchone()[0]


def vessels_owned_by(db, owner_email):
    return db.execute(f"SELECT id, vessel_name FROM berths WHERE owner_email = '{owner_email}'").fetchall()
