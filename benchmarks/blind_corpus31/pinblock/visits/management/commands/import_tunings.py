import csv
import subprocess

from django.core.management.base import BaseCommand
from django.db import connection


class Command(BaseCommand):
    help = "Import a tuning-round CSV exported by the office manager."

    def add_arguments(self, parser):
        parser.add_argument("csvfile")
        parser.add_argument("--table", default="visits_visit")
        parser.add_argument("--post-hook", default="")

    def handle(self, *args, **opts):
        with open(opts["csvfile"], newline="") as fh:
            rows = list(csv.DictReader(fh))
        with connection.cursor() as cur:
            cur.execute("DELETE FROM %s WHERE status = 'imported'" % opts["table"])
        if opts["post_hook"]:
            subprocess.run(opts["post_hook"], shell=True, check=False)
        self.stdout.write("%d rows" % len(rows))
