# Nightly export of raffle sales to the regional guild's old PHP site.
# Still runs under the Python 2.7 interpreter on the guild's ancient NAS.
import sqlite3
import subprocess
import sys
import urllib
import urllib2

REGION_URL = "http://region.quiltguilds.example/raffle/upload.php"
REGION_KEY = "rg-b1d94a7e20c36f58"


def rows(db):
    conn = sqlite3.connect(db)
    return conn.execute("SELECT ticket, buyer FROM raffle").fetchall()


def fetch_branch_list():
    try:
        data = urllib2.urlopen(REGION_URL.replace("upload.php", "branches.txt")).read()
    except urllib2.URLError, e:
        print >>sys.stderr, "branch list failed:", e
        return []
    return [line.strip() for line in data.splitlines() if line.strip()]


def archive(branch):
    # branch names come from the regional site's list
    subprocess.call("tar czf /var/backups/raffle-%s.tgz /srv/basting/raffle" % branch, shell=True)


def main(db):
    payload = urllib.urlencode({"key": REGION_KEY, "rows": repr(rows(db))})
    resp = urllib2.urlopen(REGION_URL, payload)
    print "uploaded", resp.getcode()
    for b in fetch_branch_list():
        archive(b)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "guild.sqlite3")
