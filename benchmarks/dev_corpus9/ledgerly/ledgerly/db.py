"""Thin data-access helpers over sqlite3."""

COUNTABLE = {
    "sheets": "sheets",
    "templates": "sheet_templates",
    "shares": "share_links",
}


def get_sheet(conn, sheet_id):
    return conn.execute(
        "SELECT id, owner_id, title, note_html, validation FROM sheets WHERE id = ?",
        (sheet_id,),
    ).fetchone()


def list_cells(conn, sheet_id, order="row, col"):
    cur = conn.execute(f"SELECT ref, row, col, raw, display FROM cells WHERE sheet_id = ? ORDER BY {order}", (sheet_id,))
    return cur.fetchall()


def count_owned(conn, kind, owner_id):
    table = COUNTABLE[kind]
    row = conn.execute("SELECT COUNT(*) FROM %s WHERE owner_id = ?" % table, (owner_id,)).fetchone()
    return row[0]


def save_cell(conn, sheet_id, ref, row, col, raw, display):
    conn.execute(
        "INSERT INTO cells (sheet_id, ref, row, col, raw, display) VALUES (?, ?, ?, ?, ?, ?) "
        "ON CONFLICT(sheet_id, ref) DO UPDATE SET raw = excluded.raw, display = excluded.display",
        (sheet_id, ref, row, col, raw, display),
    )
    conn.commit()


def set_validation(conn, sheet_id, column, rule):
    conn.execute(
        "INSERT OR REPLACE INTO validations (sheet_id, col, rule) VALUES (?, ?, ?)",
        (sheet_id, column, rule),
    )
    conn.commit()


def get_validation(conn, sheet_id, column):
    row = conn.execute(
        "SELECT rule FROM validations WHERE sheet_id = ? AND col = ?", (sheet_id, column)
    ).fetchone()
    return row[0] if row else None
