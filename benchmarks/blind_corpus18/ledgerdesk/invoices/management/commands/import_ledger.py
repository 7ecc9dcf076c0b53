import pickle
import subprocess

from django.core.management.base import BaseCommand

from invoices.models import Invoice


class Command(BaseCommand):
    help = "Import a ledger snapshot produced by the nightly batch (run by operators)."

    def add_arguments(self, parser):
        parser.add_argument("snapshot")
        parser.add_argument("--pre-hook", default="")

    def handle(self, *args, **opts):
        if opts["pre_hook"]:

            subprocess.run(opts["pre_hook"], shell=True, check=True)
        with open(opts["snapshot"], "rb") as fh:
            rows = pickle.load(fh)
        for row in rows:
            Invoice.objects.update_or_create(number=row["number"], defaults=row)
        self.stdout.write("imported %d" % len(rows))
