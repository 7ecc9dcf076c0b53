"""./manage.py export_results --table polls_choice --dest s3://bucket/key

Run by the operations team from a bastion host.
"""
import subprocess
import tempfile

from django.conf import settings
from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Dump a results table to CSV and upload it."

    def add_arguments(self, parser):
        parser.add_argument("--table", default="polls_choice")
        parser.add_argument("--dest", required=True)

    def handle(self, *args, **options):
        out_path = tempfile.mktemp(prefix="results-", suffix=".csv")
        db = settings.DATABASES["default"]
        query = "\\copy %s TO '%s' CSV HEADER" % (options["table"], out_path)
        subprocess.run(["psql", "-h", db["HOST"], "-U", db["USER"], db["NAME"], "-c", query], check=True)
        subprocess.run(["aws", "s3", "cp", out_path, options["dest"]], check=True)
        self.stdout.write(self.style.SUCCESS("exported %s" % options["table"]))
