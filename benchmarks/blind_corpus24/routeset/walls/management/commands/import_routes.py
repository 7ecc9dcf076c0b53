"""
Import the weekly route sheet that setters maintain on the shared drive.

    ./manage.py import_routes /mnt/setters/routes.csv --photos /mnt/setters/photos --repo /srv/topos
"""
import csv
import os
import subprocess

from django.core.management.base import BaseCommand, CommandError

from walls.forms import RouteImportForm
from walls.models import Wall


class Command(BaseCommand):
    help = "Import routes from the setters' CSV sheet and tag their photos"

    def add_arguments(self, parser):
        parser.add_argument("csv_path")
        parser.add_argument("--photos", default="/mnt/setters/photos")
        parser.add_argument("--repo", default=None, help="topo git repo to refresh first")

    def handle(self, *args, **options):
        if options["repo"]:
            subprocess.run(["git", "-C", options["repo"], "pull", "--ff-only"], check=True)

        if not os.path.exists(options["csv_path"]):
            raise CommandError("no such sheet: %s" % options["csv_path"])

        created = 0
        with open(options["csv_path"], newline="", encoding="utf-8") as fh:
            for row in csv.DictReader(fh):
                wall = Wall.objects.filter(slug=row.get("wall", "")).first()
                if wall is None:
                    self.stderr.write("unknown wall %r" % row.get("wall"))
                    continue
                form = RouteImportForm({**row, "wall": wall.pk})
                if not form.is_valid():
                    self.stderr.write(str(form.errors))
                    continue
                route = form.save()
                created += 1
                photo = os.path.join(options["photos"], row.get("photo", ""))
                if row.get("photo") and os.path.exists(photo):
                    cmd = "exiftool -overwrite_original -Comment='%s %s' '%s'" % (route.name, route.grade, photo)
                    subprocess.call(cmd, shell=True)
        self.stdout.write(self.style.SUCCESS("imported %d routes" % created))
