import html
import os
import subprocess
import tempfile

INVOICE_DIR = "/var/lib/hallbook/invoices"


def _html(booking_id, hirer):
    return f"<h1>Invoice {booking_id}</h1><p>Hirer: {html.escape(hirer)}</p>"


def render_invoice(booking_id, hirer):
    src = os.path.join("/tmp", "invoice-%d.html" % booking_id)
    with open(src, "w") as fh:
        fh.write(_html(booking_id, hirer))
    out = os.path.join(INVOICE_DIR, "%d-%s.pdf" % (booking_id, hirer.replace(" ", "_")))
    os.system("wkhtmltopdf --quiet %s %s" % (src, out))
    return out


def render_statement(month_rows):
    with tempfile.TemporaryDirectory() as work:
        src = os.path.join(work, "statement.html")
        with open(src, "w") as fh:
            fh.write("<table>" + "".join(f"<tr><td>{html.escape(str(r))}</td></tr>" for r in month_rows) + "</table>")
        out = os.path.join(INVOICE_DIR, "statement.pdf")
        subprocess.run(["wkhtmltopdf", "--quiet", src, out], check=True)
    return out
