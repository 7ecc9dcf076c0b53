import base64
import os

from flask import Flask, abort, request, send_file
from markupsafe import Markup

from . import albums, signals, uploads
from .config import Settings


def create_app(settings: Settings | None = None):
    settings = settings or Settings()
    app = Flask(__name__)
    app.config.from_mapping(vars(settings))
    root = settings.PHOTO_ROOT

    @app.get("/img/<path:name>")
    def image(name):
        full = os.path.join(root, name)
        if not os.path.isfile(full):
            abort(404)
        return send_file(full)

    @app.get("/thumb/<int:photo_id>")
    def thumb(photo_id):
        size = request.args.get("s", "256x256")
        src = os.path.join(root, "%d.jpg" % photo_id)
        dst = os.path.join(root, "thumbs", "%d-%s.jpg" % (photo_id, size))
        if not os.path.exists(dst):
            os.system(f"convert {src} -thumbnail {size} {dst}")
        return send_file(dst)

    @app.get("/embed")
    def embed():
        caption = base64.b64decode(request.args.get("c", "")).decode("utf-8", "replace")
        return Markup('<figure><img src="/img/%s"><figcaption>' % int(request.args.get("id", 0))) + Markup(caption) + Markup("</figcaption></figure>")

    app.register_blueprint(albums.bp)
    app.register_blueprint(uploads.bp)
    signals.connect_handlers()
    return app
