# -*- coding: utf-8 -*-
"""FETCH <url>: mail a URL to the robot and it mails back the page (for people on the locked-down VDI)."""
import urllib2

MAX_BYTES = 2 * 1024 * 1024


def fetch(url):
    req = urllib2.Request(url, headers={'User-Agent': 'mailproc-fetch/1.4'})
    try:
        resp = urllib2.urlopen(req, timeout=20)
    except urllib2.URLError, e:
        return None, 'fetch failed: %s' % e
    data = resp.read(MAX_BYTES)
    return resp.info().gettype(), data


def fetch_status_page():
    resp = urllib2.urlopen('https://status.example.net/api/v2/summary.json', timeout=10)
    return resp.read()
