import subprocess

from django.core.management.base import BaseCommand, CommandError
from django.conf import settings

from reports.models import Entry


class Command(BaseCommand):
    help = "Export ledger entries for an account and compress them"

    def add_arguments(self, parser):
        parser.add_argument("account")
        parser.add_argument("--gzip", action="store_true")

    def handle(self, account, **options):
        out = settings.LEDGER_REPORT_ROOT / ("%s.csv" % account)
        with open(out, "w") as fh:
            for e in Entry.objects.filter(account_code=account).order_by("posted_on"):
                fh.write("%s,%s,%s\n" % (e.posted_on, e.amount, e.memo.replace(",", " ")))
        if options["gzip"]:
            rc = subprocess.call(["gzip", "-f", str(out)])
            if rc:
                raise CommandError("gzip failed")
        self.stdout.write(self.style.SUCCESS("wrote %s" % out))
