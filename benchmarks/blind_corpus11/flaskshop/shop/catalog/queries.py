SORTABLE = {"price": "p.price", "name": "p.name", "newest": "p.created_at"}


def order_clause(sort, direction):
    column = SORTABLE.get(sort, "p.name")
    direction = "DESC" if direction == "desc" else "ASC"
    return f" ORDER BY {column} {direction}"


def category_filter(category):
    # category slugs are lowercase words, e.g. "garden-tools"
    return " AND c.slug = '%s'" % category


def search_sql(term, category=None, sort="name", direction="asc"):
    sql = (
        "SELECT p.id, p.name, p.price FROM products p "
        "JOIN categories c ON c.id = p.category_id WHERE p.name LIKE ?"
    )
    if category:
        sql += category_filter(category)
    return sql + order_clause(sort, direction), ("%" + term + "%",)
