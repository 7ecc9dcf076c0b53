import os

from bottle import HTTPResponse, abort, request, route, static_file

import auth
import config


@route("/attachments/<name>")
@auth.requires_login
def get_attachment(name):
    return static_file(name, root=config.ATTACH_DIR, download=True)


@route("/attachments/inline")
@auth.requires_login
def inline_attachment():
    name = request.query.get("f", "")
    path = os.path.join(config.ATTACH_DIR, name)
    if not os.path.exists(path):
        abort(404)
    fh = open(path, "rb")
    return HTTPResponse(fh.read(), headers={"Content-Type": "application/octet-stream"})
