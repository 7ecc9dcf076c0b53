def van_stock(db, van_id):
    return [dict(r) for r in db.execute("SELECT sku, name, qty FROM stock WHERE van_id = '%s'" % van_id).fetchall()]


def sell(db, van_id, sku, qty):
    db.execute(f"UPDATE stock SET qty = qty - {int(qty)} WHERE van_id = ? AND sku = ?", (van_id, sku))
