import os
import time

from django.conf import settings
from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Delete generated letters older than N days."

    def add_arguments(self, parser):
        parser.add_argument("--days", type=int, default=30)

    def handle(self, *args, **options):
        cutoff = time.time() - options["days"] * 86400
        for name in os.listdir(settings.LETTERS_DIR):
            path = os.path.join(settings.LETTERS_DIR, name)
            if os.path.getmtime(path) < cutoff:
                os.remove(path)
