"""Delete clinical notes past the retention period.

Run by the practice manager from the server shell, for example::

    python manage.py purge_notes --before 2016-04-01 --extra-where "author_id = 12"
"""
from django.core.management.base import BaseCommand
from django.db import connection, transaction


class Command(BaseCommand):
    help = "Delete clinical notes written before a date (retention policy)."

    def add_arguments(self, parser):
        parser.add_argument("--before", required=True, help="ISO date")
        parser.add_argument("--extra-where", default="TRUE", help="extra SQL condition")
        parser.add_argument("--dry-run", action="store_true")

    def handle(self, *args, **options):
        with transaction.atomic(), connection.cursor() as cur:
            cur.execute("DELETE FROM clinic_clinicalnote WHERE created < %s AND " + options["extra_where"], [options["before"]])
            self.stdout.write("deleted %d notes" % cur.rowcount)
            if options["dry_run"]:
                transaction.set_rollback(True)
