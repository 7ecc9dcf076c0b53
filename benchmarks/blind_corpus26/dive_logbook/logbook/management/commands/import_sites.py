"""Import dive sites from a CSV published by a regional diving association.

Usage: ./manage.py import_sites https://association.example/sites.csv [--dry-run]
"""
import csv
import io

import requests
from django.core.management.base import BaseCommand, CommandError

from logbook.models import DiveSite


class Command(BaseCommand):
    help = "Import or update dive sites from a CSV URL chosen by the administrator"

    def add_arguments(self, parser):
        parser.add_argument("url")
        parser.add_argument("--dry-run", action="store_true")

    def handle(self, *args, **options):
        resp = requests.get(options["url"], timeout=60)
        if resp.status_code != 200:
            raise CommandError("download failed: %s" % resp.status_code)
        reader = csv.DictReader(io.StringIO(resp.text))
        created = 0
        for row in reader:
            try:
                depth = float(row.get("max_depth_m") or 0)
            except ValueError:
                continue
            if options["dry_run"]:
                self.stdout.write("would import %s" % row.get("name"))
                continue
            _, was_created = DiveSite.objects.update_or_create(
                name=row["name"][:120],
                defaults={"country": row.get("country", "")[:60], "max_depth_m": depth},
            )
            created += int(was_created)
        self.stdout.write(self.style.SUCCESS("%d new sites" % created))
