# Legacy holdings export kept from the Django 1.4 deployment.
# Still runs nightly on the old python2 worker image (see ops/cron/legacy).
import os
import cPickle
import hashlib
import urllib2
from optparse import make_option

from django.core.management.base import BaseCommand, CommandError

from catalog.models import Book

PARTNER_FEED = "http://union-catalog.partner.example/feeds/holdings.pkl"


class Command(BaseCommand):
    help = "Export holdings in the legacy pipe-delimited format"
    option_list = BaseCommand.option_list + (
        make_option("--out", dest="out", default="/var/exports/holdings.txt"),
        make_option("--merge-partner", action="store_true", dest="merge", default=False),
    )

    def handle(self, *args, **options):
        out = options["out"]
        rows = list(Book.objects.values_list("isbn", "title", "shelf_code"))
        if options["merge"]:
            try:
                raw = urllib2.urlopen(PARTNER_FEED, timeout=30).read()
            except urllib2.URLError, e:
                raise CommandError("partner feed unavailable: %s" % e)
            rows.extend(cPickle.loads(raw))
        fh = open(out, "w")
        try:
            for isbn, title, shelf in rows:
                line = u"%s|%s|%s" % (isbn, title, shelf)
                fh.write(line.encode("utf-8") + "\n")
        finally:
            fh.close()
        digest = hashlib.md5(open(out, "rb").read()).hexdigest()
        open(out + ".md5", "w").write(digest + "\n")
        os.system("gzip -9f %s" % out)
        print "exported %d rows to %s.gz (md5 %s)" % (len(rows), out, digest)
