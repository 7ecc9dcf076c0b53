import datetime
import subprocess

from django.conf import settings
from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Dump the blog database with pg_dump (run by ops from cron)."

    def add_arguments(self, parser):
        parser.add_argument("--output-dir", default="/var/backups/blog")
        parser.add_argument("--extra", default="", help="extra pg_dump flags")

    def handle(self, *args, **options):
        db = settings.DATABASES["default"]
        stamp = datetime.date.today().isoformat()
        target = f"{options['output_dir']}/blog-{stamp}.sql.gz"
        cmd = f"pg_dump -h {db['HOST']} -U {db['USER']} {options['extra']} {db['NAME']} | gzip > {target}"
        rc = subprocess.call(cmd, shell=True)
        if rc:
            self.stderr.write(f"pg_dump failed with {rc}")
        else:
            self.stdout.write(self.style.SUCCESS(f"wrote {target}"))
