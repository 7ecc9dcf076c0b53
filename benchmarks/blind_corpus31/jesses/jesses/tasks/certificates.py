import html
import os
import shutil
import subprocess
import tempfile

from .. import config
from ..celery_app import app

_TEMPLATE = """<html><body><h1>Certificate of Adoption</h1>
<p>{adopter} has adopted <b>{bird}</b>.</p><p>{message}</p></body></html>"""


@app.task
def render_certificate(payload):
    page = _TEMPLATE.format(adopter=html.escape(payload.get("adopter", "")),
                            bird=html.escape(payload.get("bird", "")),
                            message=payload.get("message", ""))
    slug = "".join(c for c in payload.get("bird", "bird") if c.isalnum()) or "bird"
    out = os.path.join(config.PUBLIC_ROOT, "adopters", slug + ".html")
    with open(out, "w") as fh:
        fh.write(page)
    with tempfile.TemporaryDirectory() as work:
        pdf = os.path.join(work, slug + ".pdf")
        subprocess.run(["wkhtmltopdf", out, pdf], check=True)
        shutil.copy(pdf, config.CERT_ROOT)
    return out


@app.task
def wall_of_thanks(payload):
    names = "".join("<li>%s</li>" % html.escape(n) for n in payload.get("names", []))
    with open(os.path.join(config.PUBLIC_ROOT, "thanks.html"), "w") as fh:
        fh.write("<ul>" + names + "</ul>")
