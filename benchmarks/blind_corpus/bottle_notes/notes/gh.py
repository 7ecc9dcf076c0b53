"""Pulls a user's public gists into notes (used by the nightly job)."""
import urllib.parse

import requests

API = "https://api.github.com"


def gists_for(login):
    url = "%s/users/%s/gists" % (API, urllib.parse.quote(login, safe=""))
    resp = requests.get(url, timeout=10)
    resp.raise_for_status()
    return [g["description"] for g in resp.json()]
