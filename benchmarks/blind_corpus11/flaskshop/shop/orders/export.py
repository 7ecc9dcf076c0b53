import os
import subprocess

WKHTMLTOPDF = "/usr/local/bin/wkhtmltopdf"


def render_pdf(html_path, pdf_path):
    subprocess.run([WKHTMLTOPDF, "--quiet", html_path, pdf_path], check=True, timeout=60)


def archive_invoices(customer_ref, invoice_dir):
    # bundle everything for the customer into one zip for the accountant
    target = os.path.join(invoice_dir, "bundles")
    os.makedirs(target, exist_ok=True)
    cmd = "cd %s && zip -q %s/%s.zip %s-*.pdf" % (invoice_dir, target, customer_ref, customer_ref)
    return os.system(cmd)
