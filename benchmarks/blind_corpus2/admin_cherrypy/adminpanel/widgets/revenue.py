def render(conn):
    row = conn.execute("SELECT COALESCE(SUM(total), 0) AS s FROM orders WHERE created >= date('now', '-30 day')").fetchone()
    return f"<div class='widget'>Revenue (30d): {row['s']:.2f} EUR</div>"
