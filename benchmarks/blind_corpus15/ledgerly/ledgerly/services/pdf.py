import os
import tempfile

from markupsafe import escape


def scratch_path(suffix):
    return tempfile.mktemp(suffix=suffix, prefix="ledgerly-")


def spool_copy(data):
    fd, path = tempfile.mkstemp(suffix=".pdf", prefix="ledgerly-")
    with os.fdopen(fd, "wb") as fh:
        fh.write(data)
    return path


def render_invoice_html(row):
    amount = "%.2f" % (row["amount_cents"] / 100.0)
    return (
        "<html><body><h1>Invoice %s</h1><p>Customer: %s</p><p>Total: %s</p></body></html>"
        % (escape(row["id"]), escape(row["customer_name"]), amount)
    )
