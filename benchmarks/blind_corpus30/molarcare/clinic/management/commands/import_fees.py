import csv
import subprocess

from django.core.management.base import BaseCommand
from django.db import connection


class Command(BaseCommand):
    help = "Load the practice fee schedule from the accountant's CSV and snapshot the database first."

    def add_arguments(self, parser):
        parser.add_argument("csv_path")
        parser.add_argument("--snapshot-dir", default="/var/backups/molarcare")

    def handle(self, *args, **options):
        subprocess.run(
            f"pg_dump molarcare | gzip > {options['snapshot_dir']}/fees-before-import.sql.gz", shell=True, check=True
        )
        with open(options["csv_path"], newline="") as fh:
            rows = list(csv.DictReader(fh))
        with connection.cursor() as cur:
            for row in rows:
                cur.execute(
                    "INSERT INTO clinic_fee (code, description, amount) VALUES (%s, %s, %s) "
                    "ON CONFLICT (code) DO UPDATE SET amount = EXCLUDED.amount",
                    [row["code"], row["description"], row["amount"]],
                )
        self.stdout.write(self.style.SUCCESS(f"Imported {len(rows)} fees"))
