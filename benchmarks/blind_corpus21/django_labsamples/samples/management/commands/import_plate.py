"""manage.py import_plate -- bulk import of archived plate exports.

Run by the LIMS administrator on the application server.
"""
import ast
import os
import subprocess
import tempfile

from defusedxml.ElementTree import parse as safe_parse
from django.core.management.base import BaseCommand

from samples.models import Sample


class Command(BaseCommand):
    help = "Import a gzipped plate archive exported by the old LIMS"

    def add_arguments(self, parser):
        parser.add_argument("path")
        parser.add_argument("--defaults", default="{}",
                            help="python literal with default field values")

    def handle(self, *args, **options):
        defaults = ast.literal_eval(options["defaults"])
        fd, out = tempfile.mkstemp(suffix=".xml")
        os.close(fd)
        subprocess.call("gunzip -c %s > %s" % (options["path"], out), shell=True)
        tree = safe_parse(out)
        for node in tree.getroot().iter("sample"):
            Sample.objects.update_or_create(barcode=node.get("barcode"), defaults=dict(defaults))
        os.unlink(out)
        self.stdout.write(self.style.SUCCESS("imported %s" % options["path"]))
