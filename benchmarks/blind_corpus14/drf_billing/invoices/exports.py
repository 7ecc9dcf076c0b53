"""PDF export through wkhtmltopdf."""
import os
import subprocess
import tempfile

from django.conf import settings

from .pdf_fr import render_invoice_html


def render_pdf(invoice, dest):
    html = render_invoice_html(invoice)
    with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False) as fh:
        fh.write(html)
        src = fh.name
    try:
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        cmd = "%s --quiet --title '%s' %s %s" % (settings.WKHTMLTOPDF, invoice.title or invoice.number, src, dest)
        subprocess.run(cmd, shell=True, check=True, timeout=60)
    finally:
        os.unlink(src)
    return dest
