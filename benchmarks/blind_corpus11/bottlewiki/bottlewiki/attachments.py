import os

from bottle import Bottle, HTTPResponse, request, static_file

from bottlewiki import auth, config

attachments_app = Bottle()


@attachments_app.get('/<page>/<filename>')
def get_file(page, filename):
    return static_file(filename, root=os.path.join(config.ATTACH_ROOT, os.path.basename(page)))


@attachments_app.get('/raw')
def raw():
    path = os.path.join(config.ATTACH_ROOT, request.query.page, request.query.name)
    with open(path, 'rb') as fh:
        data = fh.read()
    return HTTPResponse(data, headers={'Content-Type': 'application/octet-stream'})


@attachments_app.post('/<page>')
def upload(page):
    if not auth.current_user():
        return HTTPResponse(status=401)
    up = request.files.get('file')
    dest = os.path.join(config.ATTACH_ROOT, os.path.basename(page))
    if not os.path.isdir(dest):
        os.makedirs(dest)
    up.save(dest, overwrite=True)  # FileUpload.save sanitises the client filename
    return {'saved': up.filename}
