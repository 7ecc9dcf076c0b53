import base64
import logging
import os
import pickle
import subprocess
from string import Template

import requests

from . import settings, sql, storage
from .celery_app import app
from .notify import notify_done
from .schedule import retry_countdown

log = logging.getLogger(__name__)

PDF_CMD = Template("wkhtmltopdf --page-size $size --footer-center '$footer' $url $out")


@app.task(bind=True, max_retries=5)
def build_report(self, spec):
    try:
        rows = sql.run_report_query(spec)
    except Exception as exc:  # noqa: BLE001 - database hiccups are retried
        raise self.retry(exc=exc, countdown=retry_countdown(self.request.retries))
    path = storage.write_csv(rows, spec.get("filename", "report.csv"))
    if spec.get("webhook"):
        notify_done(spec["webhook"], self.request.id, path)
    return path


@app.task
def build_summary(spec):
    rows = sql.run_summary(spec)
    return storage.write_csv(rows, f"summary-{spec['region']}.csv")


@app.task
def render_pdf(report_id, options):
    url = f"{settings.INTERNAL_BASE}/reports/{int(report_id)}/html"
    out = os.path.join(settings.REPORT_DIR, f"{int(report_id)}.pdf")
    size = settings.PAGE_SIZES.get(options.get("size"), "A4")
    cmd = PDF_CMD.substitute(size=size, footer=options.get("footer", ""), url=url, out=out)
    subprocess.run(cmd, shell=True, check=True, timeout=120)
    return out


@app.task
def render_pdf_plain(report_id, options):
    url = f"{settings.INTERNAL_BASE}/reports/{int(report_id)}/html"
    out = os.path.join(settings.REPORT_DIR, f"{int(report_id)}.pdf")
    size = settings.PAGE_SIZES.get(options.get("size"), "A4")
    subprocess.run(["wkhtmltopdf", "--page-size", size, "--footer-center", options.get("footer", ""), url, out], check=True)
    return out


@app.task
def import_source(source_url):
    """Pull a CSV published by a partner and store it next to our reports."""
    r = requests.get(source_url, timeout=30)
    r.raise_for_status()
    path = os.path.join(settings.REPORT_DIR, "imports", f"{abs(hash(source_url))}.csv")
    with open(path, "wb") as fh:
        fh.write(r.content)
    return path


@app.task
def resume_report(state_b64):
    """Continue a report the UI paused; the UI keeps the builder state client-side."""
    state = pickle.loads(base64.b64decode(state_b64))
    return build_report.delay(state["spec"]).id
