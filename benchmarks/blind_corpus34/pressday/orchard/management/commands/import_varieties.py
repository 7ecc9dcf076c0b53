import pickle

from django.core.management.base import BaseCommand

from orchard.models import Variety


class Command(BaseCommand):
    help = "Load varieties from the old desktop register's pickle export"

    def add_arguments(self, parser):
        parser.add_argument("dump", help="path to the register export")
        parser.add_argument("--filter", default="True", help="python expression over v, e.g. \"v['use'] == 'cider'\"")

    def handle(self, *args, **options):
        with open(options["dump"], "rb") as fh:
            rows = pickle.load(fh)
        keep = eval("lambda v: " + options["filter"])
        created = 0
        for row in filter(keep, rows):
            _, new = Variety.objects.get_or_create(name=row["name"], defaults={"use": row.get("use", "cider"), "origin": row.get("origin", "")})
            created += new
        self.stdout.write(self.style.SUCCESS(f"{created} varieties added"))
