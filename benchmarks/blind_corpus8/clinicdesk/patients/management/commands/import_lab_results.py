import glob
import os
import shutil

from django.conf import settings
from django.core.management.base import BaseCommand
from lxml import etree

from patients.models import LabResult, Patient


class Command(BaseCommand):
    help = "Import HL7-XML lab result files dropped by partner laboratories."

    def add_arguments(self, parser):
        parser.add_argument("--inbox", default=settings.LAB_INBOX)
        parser.add_argument("--keep", action="store_true")

    def handle(self, *args, **options):
        parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
        imported = 0
        for path in sorted(glob.glob(os.path.join(options["inbox"], "*.xml"))):
            tree = etree.parse(path, parser)
            imported += self._store(tree)
            if not options["keep"]:
                shutil.move(path, path + ".done")
        self.stdout.write(self.style.SUCCESS(f"imported {imported} results"))

    def _store(self, tree):
        count = 0
        for obs in tree.iterfind(".//observation"):
            patient = Patient.objects.filter(mrn=obs.get("mrn")).first()
            if patient is None:
                continue
            LabResult.objects.create(
                patient=patient,
                code=obs.findtext("code", ""),
                value=obs.findtext("value", ""),
                unit=obs.findtext("unit", ""),
            )
            count += 1
        return count
