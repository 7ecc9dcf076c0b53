import datetime
import os
import subprocess

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from accounts import reports
from accounts.models import Period


class Command(BaseCommand):
    help = "Close an accounting period: dump the ledger, write the report and notify the treasurer."

    def add_arguments(self, parser):
        parser.add_argument("coop_id", type=int)
        parser.add_argument("period", help="YYYY-MM")
        parser.add_argument("--notify", default=None, help="override recipient")

    def handle(self, *args, **opts):
        try:
            month = datetime.datetime.strptime(opts["period"], "%Y-%m").date()
        except ValueError:
            raise CommandError("period must look like 2024-03")
        period = Period.objects.select_related("coop").get(coop_id=opts["coop_id"], start=month)
        if period.closed:
            raise CommandError("period already closed")

        out = os.path.join(settings.BACKUP_DIR, f"ledger-{month:%Y%m}.dump")
        db = settings.DATABASES["default"]
        env = {**os.environ, "PGPASSWORD": db["PASSWORD"]}
        subprocess.run(["pg_dump", "--format=custom", "-f", out, db["NAME"]], check=True, env=env)
        os.system(f"gzip -9f {out}")

        report_path = reports.write_period_report(period)
        recipient = opts["notify"] or period.coop.treasurer_email
        subprocess.call("mail -s 'Period %s closed' %s < %s" % (period.label, recipient, report_path), shell=True)

        period.closed = True
        period.save(update_fields=["closed"])
        self.stdout.write(self.style.SUCCESS(f"Closed {period.label}"))
