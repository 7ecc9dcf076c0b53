# Pulls the public dive-site list from the club's old static website and
# prints differences.  Still run by hand on the old Python 2 box:
#     python2 scripts/old_sync.py > diff.txt
import json
import urllib2

OLD_SITE_URL = "http://old.diveclub.example/sites.json"


def fetch_old_sites():
    try:
        resp = urllib2.urlopen(OLD_SITE_URL, timeout=30)
        return json.loads(resp.read())
    except urllib2.URLError, e:
        print "could not reach old site: %s" % e
        return []


def main():
    sites = fetch_old_sites()
    seen = set()
    for s in sites:
        name = s.get("name", "").strip()
        if name in seen:
            print "duplicate:", name.encode("utf-8")
        seen.add(name)
    print "%d sites on the old website" % len(sites)


if __name__ == "__main__":
    main()
