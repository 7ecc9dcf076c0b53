# Python 2 module kept for the old "recipe of the day" widget.
# It is still imported by the cron box running the 2.7 interpreter.
import commands
import hashlib
import os
import sys
import urllib2

CACHE = "/var/cache/recipes/feeds"


def cache_name(url):
    return os.path.join(CACHE, hashlib.md5(url).hexdigest() + ".xml")


def fetch_feed(url):
    try:
        data = urllib2.urlopen(url, timeout=10).read()
    except urllib2.URLError, e:
        print "feed fetch failed: %s" % e
        return None
    open(cache_name(url), "wb").write(data)
    return data


def thumbnail(request_args):
    name = request_args.get("img", "default.jpg")
    out = commands.getoutput("convert /srv/recipes/images/%s -resize 120x120 /srv/recipes/thumbs/%s" % (name, name))
    print >>sys.stderr, out
    return name


def widget(request_args):
    feed = fetch_feed(request_args["feed"])
    if feed is None:
        print "using stale cache"
    return feed
