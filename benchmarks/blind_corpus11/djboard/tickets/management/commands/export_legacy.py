from django.core.management.base import BaseCommand

from tickets.legacy_export import exportiere


class Command(BaseCommand):
    help = "Nightly CSV export for the legacy reporting system"

    def add_arguments(self, parser):
        parser.add_argument("department")
        parser.add_argument("year", type=int)

    def handle(self, *args, **opts):
        path, digest = exportiere(opts["department"], opts["year"])
        self.stdout.write(f"{path} {digest}")
