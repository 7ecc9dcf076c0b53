import os
import subprocess
import tempfile

from django.core.management.base import BaseCommand

from stock.models import Item


class Command(BaseCommand):
    help = "Render shelf labels for a warehouse and send them to the label printer"

    def add_arguments(self, parser):
        parser.add_argument("warehouse")
        parser.add_argument("--printer", default="zebra01")

    def handle(self, *args, **options):
        path = tempfile.mktemp(suffix=".zpl", dir="/tmp")
        with open(path, "w") as fh:
            for item in Item.objects.filter(warehouse__code=options["warehouse"]):
                fh.write("^XA^FO50,50^FD%s^FS^XZ\n" % item.sku)
        subprocess.run(["lp", "-d", options["printer"], "-o", "raw", path], check=True)
        os.unlink(path)
