"""PDF / archive export of tickets for customers."""
import html
import os
import subprocess
import tempfile

from flask import Blueprint, current_app, send_file

from .db import get_db
from .tickets.queries import ticket_by_id

bp = Blueprint("export", __name__)


def render_pdf(html_path, title):
    out = tempfile.mktemp(suffix=".pdf", prefix="ticket-")
    cmd = "wkhtmltopdf --quiet --title '%s' %s %s" % (title, html_path, out)
    subprocess.call(cmd, shell=True)
    return out


def archive_attachments(ticket_id, dest_dir):
    ticket_id = int(ticket_id)
    target = os.path.join(dest_dir, "ticket-%d.tgz" % ticket_id)
    subprocess.run(
        ["tar", "-czf", target, "-C", current_app.config["ATTACHMENT_ROOT"], str(ticket_id)],
        check=True,
    )
    return target


@bp.route("/<int:ticket_id>.pdf")
def ticket_pdf(ticket_id):
    ticket = ticket_by_id(get_db(), ticket_id)
    with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False) as fh:
        fh.write("<h1>%s</h1>" % html.escape(ticket["title"]))
    return send_file(render_pdf(fh.name, ticket["title"]), mimetype="application/pdf")
