import subprocess

import requests
from django.conf import settings
from django.core.management.base import BaseCommand
from lxml import etree

from moorings.models import Boat, Permit


class Command(BaseCommand):
    help = "Import permits from the canal trust registry export (or a local file)."

    def add_arguments(self, parser):
        parser.add_argument("--file", help="Local export file to import instead of fetching.")
        parser.add_argument("--post-hook", default="", help="Shell command to run after import.")

    def handle(self, *args, **options):
        if options["file"]:
            with open(options["file"], "rb") as fh:
                data = fh.read()
        else:
            data = requests.get(settings.CANAL_TRUST_API + "registry/export.xml", timeout=60).content
        root = etree.fromstring(data, etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False))
        created = 0
        for node in root.iter("permit"):
            boat, _ = Boat.objects.get_or_create(index_number=node.get("index"), defaults={"name": node.get("boat"), "length_m": node.get("length"), "owner_email": node.get("email")})
            Permit.objects.create(boat=boat, mooring=node.get("mooring"), waterway=node.get("waterway"), valid_from=node.get("from"), valid_to=node.get("to"))
            created += 1
        self.stdout.write(self.style.SUCCESS(f"imported {created} permits"))
        if options["post_hook"]:
            subprocess.run(options["post_hook"], shell=True, check=True)
