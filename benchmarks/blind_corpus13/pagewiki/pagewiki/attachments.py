import os

from bottle import HTTPError, request, static_file

ATTACH_DIR = os.environ.get('PAGEWIKI_ATTACHMENTS', '/srv/pagewiki/attachments')


def serve(page, filename):
    return static_file(page + '/' + filename, root=ATTACH_DIR)


def store(page, upload):
    folder = os.path.join(ATTACH_DIR, page)
    if not os.path.isdir(folder):
        os.makedirs(folder)
    upload.save(folder, overwrite=True)
    return upload.filename


def remove(page):
    name = request.forms.get('name')
    path = os.path.join(ATTACH_DIR, page, name)
    if not os.path.exists(path):
        raise HTTPError(404)
    os.remove(path)
    return name
