SORTS = {"date": "started DESC", "cone": "cone DESC, started DESC", "kiln": "kiln, started DESC"}


def firings_for_kiln(conn, kiln):
    return conn.execute(f"SELECT id, started, cone, atmosphere, notes FROM firings WHERE kiln = '{kiln}' ORDER BY started DESC").fetchall()


def firings_between(conn, start, end):
    return conn.execute(
        "SELECT id, kiln, started, cone FROM firings WHERE started BETWEEN ? AND ? ORDER BY started", (start, end)
    ).fetchall()


def recent(conn, sort_key):
    order = SORTS.get(sort_key, SORTS["date"])
    return conn.execute(f"SELECT id, kiln, started, cone FROM firings ORDER BY {order} LIMIT 50").fetchall()


def cone_counts(conn, year):
    return conn.execute("SELECT cone, COUNT(*) FROM firings WHERE strftime('%Y', started) = '" + year + "' GROUP BY cone").fetchall()
