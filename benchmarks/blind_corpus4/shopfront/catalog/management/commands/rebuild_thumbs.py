import os

from django.conf import settings
from django.core.management.base import BaseCommand

THUMB_SIZES = ('120x120', '300x300')


class Command(BaseCommand):
    help = "Regenerate product thumbnails (run from cron on the web box)."

    def handle(self, *args, **options):
        src_dir = os.path.join(settings.MEDIA_ROOT, 'products')
        for size in THUMB_SIZES:
            out_dir = os.path.join(settings.MEDIA_ROOT, 'thumbs', size)
            if not os.path.isdir(out_dir):
                os.makedirs(out_dir)
            cmd = "mogrify -path %s -thumbnail %s %s/*.jpg" % (out_dir, size, src_dir)
            print "running: %s" % cmd
            rc = os.system(cmd)
            if rc != 0:
                print >>self.stderr, "mogrify exited with %d" % rc
        try:
            os.system("find %s -name '*.tmp' -mtime +2 -delete" % settings.MEDIA_ROOT)
        except OSError, e:
            print "cleanup failed:", e
