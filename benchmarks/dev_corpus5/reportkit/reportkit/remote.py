import json
import os
import urllib.request
from urllib.parse import urljoin

REPORT_SERVER = os.environ.get("REPORTKIT_SERVER", "https://reports.internal.example.com/api/")


def fetch_template(url, timeout=10):
    """Download a template from ``url`` (http, https or file)."""
    with urllib.request.urlopen(url, timeout=timeout) as resp:
        charset = resp.headers.get_content_charset() or "utf-8"
        return resp.read().decode(charset)


def fetch_report_definition(report_id, timeout=10):
    url = urljoin(REPORT_SERVER, "reports/%d" % int(report_id))
    with urllib.request.urlopen(url, timeout=timeout) as resp:
        return json.load(resp)
