import os
import subprocess
import tempfile

INVOICE_DIR = "/srv/berthwise/invoices"


def render_invoice(booking_id: int, billing_name: str, reference: str) -> str:
    html_path = f"/tmp/invoice-{booking_id}.html"
    with open(html_path, "w", encoding="utf-8") as fh:
        fh.write(f"<h1>Invoice {booking_id}</h1><p>{billing_name}</p><p>{reference}</p>")
    pdf_path = os.path.join(INVOICE_DIR, f"{int(booking_id)}.pdf")
    subprocess.run(f"wkhtmltopdf --title '{billing_name}' {html_path} {pdf_path}", shell=True, check=True)
    return pdf_path


def render_statement(member_id: int, lines: list[str]) -> str:
    fd, html_path = tempfile.mkstemp(suffix=".html")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write("<br>".join(lines))
    pdf_path = os.path.join(INVOICE_DIR, f"statement-{int(member_id)}.pdf")
    subprocess.run(["wkhtmltopdf", html_path, pdf_path], check=True)
    return pdf_path
