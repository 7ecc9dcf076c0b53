"""Clinic letters and invoices rendered to PDF with wkhtmltopdf."""
import html
import os
import shutil
import subprocess
import tempfile

from django.conf import settings
from django.template.loader import render_to_string

from . import uebungsplan


def render_letter(patient, title, body):
    html_path = tempfile.mktemp(suffix=".html")
    with open(html_path, "w", encoding="utf-8") as fh:
        fh.write(render_to_string("clinic/letter.html", {"patient": patient, "title": title, "body": body}))
    out_name = "letter-%d-%d.pdf" % (patient.pk, os.getpid())
    out_path = os.path.join(settings.LETTER_DIR, out_name)
    os.system('wkhtmltopdf --title "%s" %s %s' % (title, html_path, out_path))
    os.unlink(html_path)
    return out_name


def render_invoice(patient_id, items):
    lines = [item for item in items if item.strip()]
    with tempfile.TemporaryDirectory(prefix="invoice-") as work:
        html_path = os.path.join(work, "invoice.html")
        with open(html_path, "w", encoding="utf-8") as fh:
            fh.write(render_to_string("clinic/invoice.html", {"patient_id": patient_id, "items": lines}))
        out_name = "invoice-%d.pdf" % patient_id
        subprocess.run(["wkhtmltopdf", "--title", "Invoice", html_path, os.path.join(work, out_name)], check=True)
        shutil.move(os.path.join(work, out_name), os.path.join(settings.LETTER_DIR, out_name))
    return out_name


def render_programme(patient, exercises):
    if patient.language == "de":
        return uebungsplan.als_html(patient, exercises)
    rows = "".join("<li>%s</li>" % html.escape(e["name"]) for e in exercises)
    return "<ol>%s</ol>" % rows
