import hashlib

from flask import render_template

from ledgerlite.db import fetch_all


def render_statement_html(account_id):
    rows = fetch_all(
        "SELECT number, customer_name, total_cents, issued_on FROM invoices WHERE account_id = ?",
        (account_id,),
    )
    return render_template("reports/statement.html", rows=rows)


def etag_for(content: bytes) -> str:
    return hashlib.md5(content).hexdigest()
