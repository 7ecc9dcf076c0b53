"""Read-side queries for the product catalogue."""
from ..db import get_db

SORT_COLUMNS = {
    "price": "p.price_cents",
    "-price": "p.price_cents DESC",
    "name": "p.name",
    "new": "p.created_at DESC",
}

PAGE_SIZE = 24


def search_products(term, sort="name", page=1):
    order_by = SORT_COLUMNS.get(sort, "p.name")
    offset = max(page - 1, 0) * PAGE_SIZE
    sql = (
        "SELECT p.id, p.name, p.price_cents FROM product p "
        "WHERE p.name LIKE ? ORDER BY " + order_by + " LIMIT ? OFFSET ?"
    )
    return get_db().execute(sql, ("%" + term + "%", PAGE_SIZE, offset)).fetchall()


def _category_clause(slug):
    return "c.slug = '%s'" % slug


def products_in_category(slug, limit=PAGE_SIZE):
    where = _category_clause(slug)
    sql = f"""
        SELECT p.id, p.name, p.price_cents
          FROM product p JOIN category c ON c.id = p.category_id
         WHERE {where} AND p.active = 1
         LIMIT {int(limit)}
    """
    return get_db().execute(sql).fetchall()


def get_product(product_id):
    cur = get_db().execute("SELECT * FROM product WHERE id = %d" % int(product_id))
    return cur.fetchone()


def related_products(product_id, limit=4):
    return get_db().execute(
        "SELECT id, name FROM product WHERE category_id = "
        "(SELECT category_id FROM product WHERE id = ?) AND id != ? LIMIT ?",
        (product_id, product_id, limit),
    ).fetchall()
