import os
import subprocess

from django.conf import settings
from django.core.management.base import BaseCommand

from catalog.models import Book


class Command(BaseCommand):
    help = "Regenerate cover thumbnails with ImageMagick"

    def add_arguments(self, parser):
        parser.add_argument("--size", default="200x300")
        parser.add_argument("--only", nargs="*", type=int)

    def handle(self, *args, **options):
        qs = Book.objects.exclude(cover="")
        if options["only"]:
            qs = qs.filter(pk__in=options["only"])
        for book in qs.iterator():
            src = os.path.join(settings.MEDIA_ROOT, "covers", "%d.jpg" % book.pk)
            dst = os.path.join(settings.MEDIA_ROOT, "thumbs", "%d.jpg" % book.pk)
            subprocess.run(f"convert {src} -thumbnail {options['size']} {dst}", shell=True, check=True)
            self.stdout.write(f"rebuilt {dst}")
