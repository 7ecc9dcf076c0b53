"""Small internal web UI used by analysts to vet new sources."""
import gzip
import os
from urllib.parse import urlparse

import requests
from flask import Flask, abort, jsonify, request
from lxml import html as lxml_html

from crawler import settings
from crawler.report import render_domain_summary
from crawler.utils import url_fingerprint

app = Flask(__name__)
HEADERS = {"User-Agent": settings.USER_AGENT}


@app.route("/preview")
def preview():
    url = request.args.get("url", "")
    resp = requests.get(url, headers=HEADERS, timeout=10)
    doc = lxml_html.fromstring(resp.content)
    return jsonify(status=resp.status_code, title=(doc.findtext(".//title") or "").strip(),
                   links=len(doc.xpath("//a[@href]")))


@app.route("/robots")
def robots():
    domain = request.args.get("domain", "").lower().strip()
    if domain not in settings.ALLOWED_DOMAINS:
        abort(400)
    resp = requests.get("https://%s/robots.txt" % domain, headers=HEADERS, timeout=10)
    return resp.text, 200, {"Content-Type": "text/plain; charset=utf-8"}


@app.route("/pages/links")
def page_links():
    url = request.args.get("url", "")
    needle = request.args.get("contains", "")
    fp = url_fingerprint(url)
    path = os.path.join(settings.PAGE_STORE, fp[:2], fp + ".html.gz")
    if not os.path.exists(path):
        abort(404)
    with gzip.open(path, "rb") as fh:
        tree = lxml_html.fromstring(fh.read())
    hrefs = tree.xpath("//a[contains(@href, '%s')]/@href" % needle)
    return jsonify(url=url, matches=hrefs[:500])


@app.route("/domains/<domain>")
def domain_summary(domain):
    return render_domain_summary(domain, settings.CRAWL_DB)
