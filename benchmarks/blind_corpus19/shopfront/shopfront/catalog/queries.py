from ..db import get_db

SORTABLE = {"price": "price", "name": "name", "newest": "created_at DESC"}


def search_products(term, sort_key):
    order = SORTABLE.get(sort_key, "name")
    sql = "SELECT id, name, price FROM products WHERE name LIKE ? ORDER BY " + order
    return get_db().execute(sql, ("%" + term + "%",)).fetchall()


def products_in_category(category_slug, limit):
    sql = "SELECT id, name, price FROM products WHERE category = '%s' LIMIT %d" % (category_slug, limit)
    return get_db().execute(sql).fetchall()


def product_by_id(product_id):
    return get_db().execute("SELECT * FROM products WHERE id = ?", (product_id,)).fetchone()
