import urllib2
import urlparse
from xml.dom import minidom

import settings


def fetch(url):
    """Fetch an RSS feed for the 'news box' widget; editors enter the URL in the page form."""
    resp = urllib2.urlopen(url, timeout=10)
    return parse(resp.read())


def fetch_trusted(url):
    host = urlparse.urlparse(url).hostname
    if host not in settings.TRUSTED_FEEDS:
        raise ValueError, "feed host not allowed: %s" % host
    resp = urllib2.urlopen(url, timeout=10)
    return parse(resp.read())


def parse(data):
    doc = minidom.parseString(data)
    items = []
    for node in doc.getElementsByTagName('item'):
        title = node.getElementsByTagName('title')
        items.append(title[0].firstChild.data if title and title[0].firstChild else u'')
    return items
