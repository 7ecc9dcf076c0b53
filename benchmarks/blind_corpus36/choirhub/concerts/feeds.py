"""Pull concert listings into the site."""
import xml.etree.ElementTree as ET

import requests
from django.conf import settings


def arts_centre_events():
    resp = requests.get(settings.ARTS_CENTRE_FEED, timeout=15)
    root = ET.fromstring(resp.content)
    return [(e.findtext("title"), e.findtext("start")) for e in root.iter("event")]


def scrape_listing(url):
    page = requests.get(url, timeout=10, allow_redirects=True)
    page.raise_for_status()
    return page.text[:20000]
