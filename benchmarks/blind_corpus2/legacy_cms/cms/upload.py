import os
import tarfile
import tempfile
from cStringIO import StringIO

import web

import settings


class BadArchive(Exception):
    pass


def install_theme(upload):
    """Admins upload themes as .tar.gz; the web form posts the file field 'theme'."""
    tar = tarfile.open(fileobj=StringIO(upload.value))
    tar.extractall(settings.THEME_ROOT)
    names = tar.getnames()
    tar.close()
    return names


def install_theme_checked(upload):
    tar = tarfile.open(fileobj=StringIO(upload.value))
    members = []
    for m in tar.getmembers():
        if m.name.startswith('/') or '..' in m.name.split('/') or m.issym() or m.islnk():
            raise BadArchive, m.name
        members.append(m)
    tar.extractall(settings.THEME_ROOT, members)
    tar.close()


def install_media_zip(upload):
    fd, tmp = tempfile.mkstemp(suffix='.zip')
    os.write(fd, upload.value)
    os.close(fd)
    dest = os.path.join(settings.MEDIA_ROOT, upload.filename.rsplit('.', 1)[0])
    status = os.system("unzip -o %s -d %s" % (tmp, dest))
    if status != 0:
        raise BadArchive, "unzip failed (%d)" % status
    return dest
