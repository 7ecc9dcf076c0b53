from ledgerlite.db import execute, fetch_all, fetch_one

SORTABLE = {
    "date": "issued_on",
    "amount": "total_cents",
    "customer": "customer_name",
    "number": "number",
}


def list_invoices(account_id, sort="date", direction="desc"):
    column = SORTABLE.get(sort, "issued_on")
    order = "ASC" if str(direction).lower() == "asc" else "DESC"
    return fetch_all(
        f"SELECT id, number, customer_name, total_cents, issued_on FROM invoices "
        f"WHERE account_id = ? ORDER BY {column} {order}",
        (account_id,),
    )


def search_invoices(account_id, term):
    pattern = "%" + term + "%"
    sql = (
        "SELECT id, number, customer_name, total_cents FROM invoices "
        "WHERE account_id = %d AND customer_name LIKE '%s'" % (account_id, pattern)
    )
    return fetch_all(sql)


def get_invoice(account_id, invoice_id):
    return fetch_one(
        "SELECT * FROM invoices WHERE id = ? AND account_id = ?",
        (invoice_id, account_id),
    )


def bulk_mark_paid(account_id, ids):
    id_list = ",".join(str(int(i)) for i in ids)
    if not id_list:
        return None
    return execute(
        f"UPDATE invoices SET status = 'paid' WHERE account_id = ? AND id IN ({id_list})",
        (account_id,),
    )


def totals_by_period(account_id, period):
    return fetch_all(
        "SELECT strftime('{fmt}', issued_on) AS bucket, SUM(total_cents) AS total "
        "FROM invoices WHERE account_id = ? GROUP BY bucket ORDER BY bucket".format(fmt=period),
        (account_id,),
    )
