SORTS = {"date": "visited", "temper": "temper_score", "brood": "brood_frames", "stores": "stores_kg"}


def apiaries_matching(conn, district, sort):
    order = sort if sort in ("name", "district", "hives") else "name"
    sql = (
        "SELECT id, name, district, hives FROM apiary "
        f"WHERE district LIKE '%{district}%' ORDER BY {order}"
    )
    return conn.execute(sql).fetchall()


def inspections_for(conn, apiary_id, sort):
    column = SORTS.get(sort, "visited")
    return conn.execute(
        f"SELECT id, visited, temper_score, brood_frames, stores_kg FROM inspection "
        f"WHERE apiary_id = ? ORDER BY {column} DESC",
        (apiary_id,),
    ).fetchall()


def inspection(conn, note_id):
    return conn.execute(
        "SELECT i.id, i.visited, i.notes, a.name AS apiary FROM inspection i "
        "JOIN apiary a ON a.id = i.apiary_id WHERE i.id = ?",
        (note_id,),
    ).fetchone()


def search_notes(conn, text):
    return conn.execute(
        "SELECT id, visited FROM inspection WHERE notes LIKE ? ORDER BY visited DESC",
        (f"%{text}%",),
    ).fetchall()


def save_swarm(conn, report, key, photo):
    with conn:
        conn.execute(
            "INSERT INTO swarm (reporter, phone, postcode, description, photo, edit_key) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (report.reporter, report.phone, report.postcode, report.description, photo, key),
        )


def save_entrant(conn, name, email, salt, digest):
    with conn:
        conn.execute(
            "INSERT INTO entrant (name, email, salt, password) VALUES (?, ?, ?, ?)",
            (name, email, salt, digest),
        )
