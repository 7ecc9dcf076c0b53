from .extensions import get_db

SORTABLE = {
    "date": "issued_on",
    "total": "amount_cents",
    "customer": "customer_name",
    "status": "status",
}


class InvoiceRepository:
    def __init__(self, db=None):
        self.db = db or get_db()

    def get(self, invoice_id):
        cur = self.db.execute("SELECT * FROM invoices WHERE id = ?", (invoice_id,))
        return cur.fetchone()

    def search(self, customer, status=None):
        clauses = ["customer_name LIKE '%" + customer + "%'"]
        if status:
            clauses.append("status = '%s'" % status)
        sql = "SELECT id, customer_name, amount_cents, status FROM invoices WHERE " + " AND ".join(clauses)
        return self.db.execute(sql).fetchall()

    def listing(self, sort_key, descending=False):
        column = SORTABLE.get(sort_key, "issued_on")
        direction = "DESC" if descending else "ASC"
        return self.db.execute(f"SELECT * FROM invoices ORDER BY {column} {direction} LIMIT 200").fetchall()

    def save_note(self, invoice_id, note):
        self.db.execute("UPDATE invoices SET note = ? WHERE id = ?", (note, invoice_id))
        self.db.commit()

    def attach(self, invoice_id, stored_name):
        self.db.execute(
            "INSERT INTO attachments (invoice_id, stored_name) VALUES (?, ?)",
            (invoice_id, stored_name),
        )
        self.db.commit()
