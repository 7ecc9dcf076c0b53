import subprocess

import yaml
from django.core.management.base import BaseCommand

from appointments.models import Patient


class Command(BaseCommand):
    help = "Import a clinic roster exported by the old scheduling system."

    def add_arguments(self, parser):
        parser.add_argument("roster")
        parser.add_argument("--restore-dump", default=None)

    def handle(self, *args, **options):
        if options["restore_dump"]:
            subprocess.check_call("pg_restore --clean -d clinicbook %s" % options["restore_dump"], shell=True)
        with open(options["roster"], encoding="utf-8") as fh:
            data = yaml.safe_load(fh)
        for row in data.get("patients", []):
            Patient.objects.update_or_create(
                clinic_id=row["clinic"], last_name=row["last"], first_name=row["first"],
                defaults={"phone": row.get("phone", "")},
            )
        self.stdout.write("imported %d" % len(data.get("patients", [])))
