import commands
import os

from django.conf import settings

UPLOAD_DIR = os.path.join(settings.MEDIA_ROOT, 'uploads')


def store_upload(f):
    path = os.path.join(UPLOAD_DIR, os.path.basename(f.name))
    out = open(path, 'wb')
    for chunk in f.chunks():
        out.write(chunk)
    out.close()
    return path


def sniff_type(path):
    status, output = commands.getstatusoutput('file -b "%s"' % path)
    if status != 0:
        return 'application/octet-stream'
    return output.strip()
