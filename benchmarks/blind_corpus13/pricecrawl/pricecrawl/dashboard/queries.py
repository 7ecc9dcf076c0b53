SORTS = {
    "title": "p.last_title COLLATE NOCASE",
    "price": "p.last_price",
    "shop": "p.shop, p.last_title",
}


def latest_prices(conn, shop=None, sort="title"):
    sql = "SELECT p.shop, p.sku, p.last_title AS title, p.last_price AS price FROM product p"
    if shop:
        sql += " WHERE p.shop = '%s'" % shop
    sql += " ORDER BY " + SORTS.get(sort, SORTS["title"])
    return conn.execute(sql).fetchall()


def _history_sql(sku):
    return ("SELECT seen_at, price, title FROM prices_catalog WHERE sku = '" + sku + "' "
            "UNION ALL SELECT seen_at, price, title FROM prices_sitemap WHERE sku = '" + sku + "' ORDER BY seen_at")


def price_history(conn, sku):
    return conn.execute(_history_sql(sku)).fetchall()


def top_movers(conn, days=7, limit=20):
    sql = """
        SELECT sku, MAX(price) - MIN(price) AS swing FROM prices_catalog
         WHERE seen_at >= datetime('now', ?) GROUP BY sku ORDER BY swing DESC LIMIT ?
    """
    return conn.execute(sql, ("-%d days" % int(days), int(limit))).fetchall()
