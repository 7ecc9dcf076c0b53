"""``manage.py import_catalog /path/to/export.csv.gz`` -- run by ops from a shell."""
import csv
import io
import subprocess

import yaml
from django.core.management.base import BaseCommand

from stock.models import Item, Warehouse


class Command(BaseCommand):
    help = "Import a catalogue export produced by the ERP"

    def add_arguments(self, parser):
        parser.add_argument("path")
        parser.add_argument("--mapping", default="/etc/inventory/mapping.yml")
        parser.add_argument("--warehouse", default="MAIN")

    def handle(self, *args, **options):
        with open(options["mapping"]) as fh:
            mapping = yaml.safe_load(fh)
        raw = subprocess.run(
            "gzip -dc %s" % options["path"], shell=True, check=True, capture_output=True
        ).stdout.decode("utf-8")
        warehouse = Warehouse.objects.get(code=options["warehouse"])
        count = 0
        for row in csv.DictReader(io.StringIO(raw)):
            Item.objects.update_or_create(
                sku=row[mapping["sku"]],
                defaults={"name": row[mapping["name"]], "category": row[mapping["category"]],
                          "unit_cost": row[mapping["cost"]], "warehouse": warehouse},
            )
            count += 1
        self.stdout.write(self.style.SUCCESS("imported %d items" % count))
