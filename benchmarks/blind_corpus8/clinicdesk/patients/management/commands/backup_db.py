import datetime
import os
import shlex
import subprocess

from django.conf import settings
from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Dump the clinic database to BACKUP_DIR (run from cron by the ops user)."

    def handle(self, *args, **options):
        db = settings.DATABASES["default"]
        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
        target = os.path.join(settings.BACKUP_DIR, f"clinicdesk-{stamp}.sql.gz")
        env = dict(os.environ, PGPASSWORD=db["PASSWORD"])
        cmd = "pg_dump -h {host} -U {user} {name} | gzip -9 > {target}".format(
            host=shlex.quote(db["HOST"]),
            user=shlex.quote(db["USER"]),
            name=shlex.quote(db["NAME"]),
            target=shlex.quote(target),
        )
        subprocess.run(cmd, shell=True, check=True, env=env)
        self.stdout.write(f"wrote {target}")
