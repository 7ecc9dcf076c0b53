import falcon

from . import hooks
from .resources import ClipResource, FileResource, MetadataResource, ProxyResource, ThumbnailResource


def create_app():
    app = falcon.App(cors_enable=False)
    thumbs = ThumbnailResource()
    app.add_route("/thumbs/{name}", thumbs)
    app.add_route("/files", FileResource())
    app.add_route("/metadata", MetadataResource())
    proxy = ProxyResource()
    app.add_route("/proxy", proxy)
    app.add_route("/proxy/trusted", proxy, suffix="trusted")
    app.add_route("/clips/{name}", ClipResource())
    return app


app = create_app()
