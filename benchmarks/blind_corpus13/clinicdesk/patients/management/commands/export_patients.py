import csv
import os

from django.core.management.base import BaseCommand

from patients.models import Patient


class Command(BaseCommand):
    help = "Dump every patient of a clinic to a CSV file and compress it."

    def add_arguments(self, parser):
        parser.add_argument("clinic")
        parser.add_argument("--output", default="patients.csv")
        parser.add_argument("--no-compress", action="store_true")

    def handle(self, *args, **options):
        path = options["output"]
        qs = Patient.objects.filter(clinic__code=options["clinic"])
        with open(path, "w", newline="") as fh:
            writer = csv.writer(fh)
            for p in qs.iterator():
                writer.writerow([p.pk, p.last_name, p.first_name, p.date_of_birth])
        if not options["no_compress"]:
            os.system("gzip -9f %s" % path)
        self.stdout.write(self.style.SUCCESS("exported %d patients" % qs.count()))
