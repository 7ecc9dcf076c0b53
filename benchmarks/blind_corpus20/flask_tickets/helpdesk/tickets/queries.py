"""SQL helpers shared by the ticket views and the nightly digest."""

ORDER_COLUMNS = {
    "created": "created_at",
    "updated": "updated_at",
    "priority": "priority",
}


def search_tickets(conn, term, status=None, order="created"):
    sql = "SELECT id, title, status, priority FROM tickets WHERE title LIKE ?"
    params = ["%" + term + "%"]
    if status:
        sql += " AND status = ?"
        params.append(status)
    column = ORDER_COLUMNS.get(order, "created_at")
    sql += " ORDER BY %s DESC LIMIT 200" % column
    return conn.execute(sql, params).fetchall()


def tickets_for_tag(conn, tag):
    sql = "SELECT t.id, t.title FROM tickets t JOIN ticket_tags tt ON tt.ticket_id = t.id " \
          "WHERE tt.tag = '%s'" % tag
    return conn.execute(sql).fetchall()


def ticket_by_id(conn, ticket_id):
    return conn.execute("SELECT * FROM tickets WHERE id = ?", (int(ticket_id),)).fetchone()
