import subprocess

import defusedxml.ElementTree as ET
import requests
from django.conf import settings
from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Fetch the wholesaler's weekly catalogue and refresh stem prices."

    def add_arguments(self, parser):
        parser.add_argument("--url", default=settings.WHOLESALER_CATALOGUE_URL)
        parser.add_argument("--archive-cmd", default="gzip -k")

    def handle(self, *args, **opts):
        body = requests.get(opts["url"], timeout=60).content
        root = ET.fromstring(body)
        with open("/srv/petalpost/catalogue/latest.xml", "wb") as fh:
            fh.write(body)
        subprocess.run(opts["archive_cmd"] + " /srv/petalpost/catalogue/latest.xml", shell=True, check=True)
        self.stdout.write("%d stems" % len(root.findall(".//stem")))
