import base64
import os
import pickle
import subprocess
import uuid

import requests
from flask import current_app

MAX_RECEIPT = 5 * 1024 * 1024


def attach_from_url(transaction_id, url):
    resp = requests.get(url, timeout=10, stream=True)
    data = resp.raw.read(MAX_RECEIPT, decode_content=True)
    folder = os.path.join(current_app.config["STATEMENT_DIR"], "receipts")
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "%d-%s" % (int(transaction_id), uuid.uuid4().hex))
    with open(path, "wb") as fh:
        fh.write(data)
    return path


def restore_draft(encoded):
    """The web client round-trips unfinished expense drafts through a hidden field."""
    return pickle.loads(base64.urlsafe_b64decode(encoded))


def statement_pdf(account, html_path):
    out = html_path.replace(".html", ".pdf")
    subprocess.check_call('wkhtmltopdf --title "%s" %s %s' % (account.name, html_path, out), shell=True)
    return out
