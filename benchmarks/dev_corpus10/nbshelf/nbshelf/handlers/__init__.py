from jupyter_server.utils import url_path_join

from .publish import PublishHandler, RenderHandler
from .share import ShareHandler, SharedOpenHandler, ShareTagsHandler
from .shelf import ImportHandler, RawFileHandler


def setup_handlers(web_app):
    base = url_path_join(web_app.settings["base_url"], "nbshelf")
    web_app.add_handlers(".*$", [
        (url_path_join(base, "share"), ShareHandler),
        (url_path_join(base, "share/tags"), ShareTagsHandler),
        (url_path_join(base, "s/(?P<token>[^/]+)"), SharedOpenHandler),
        (url_path_join(base, "publish"), PublishHandler),
        (url_path_join(base, "render"), RenderHandler),
        (url_path_join(base, "import"), ImportHandler),
        (url_path_join(base, "raw"), RawFileHandler),
    ])
