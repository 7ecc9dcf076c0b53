import csv
import subprocess

from django.core.management.base import BaseCommand

from parcels.models import StockItem


class Command(BaseCommand):
    help = "Import the warehouse stock take CSV (run by the warehouse lead)."

    def add_arguments(self, parser):
        parser.add_argument("csv_path")
        parser.add_argument("--convert", action="store_true", help="convert from the scanner's xlsx first")

    def handle(self, *args, **opts):
        path = opts["csv_path"]
        if opts["convert"]:
            subprocess.run("ssconvert %s %s.csv" % (path, path), shell=True, check=True)
            path = path + ".csv"
        with open(path, newline="") as fh:
            for row in csv.DictReader(fh):
                StockItem.objects.update_or_create(
                    barcode=row["barcode"],
                    defaults={"name": row["name"], "category": row["category"], "quantity": int(row["qty"])},
                )
        self.stdout.write(self.style.SUCCESS("stock imported"))
