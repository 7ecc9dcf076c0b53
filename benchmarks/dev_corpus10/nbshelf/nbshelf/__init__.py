"""nbshelf: share, publish and parameterise notebooks from Jupyter Server."""
from .handlers import setup_handlers

__version__ = "0.6.1"


def _jupyter_server_extension_points():
    return [{"module": "nbshelf"}]


def _load_jupyter_server_extension(serverapp):
    settings = serverapp.web_app.settings
    settings["nbshelf_root"] = serverapp.root_dir
    settings["serve_traceback"] = True
    setup_handlers(serverapp.web_app)
    serverapp.log.info("nbshelf %s loaded", __version__)


def load_ipython_extension(ipython):
    from .magics import ShelfMagics

    ipython.register_magics(ShelfMagics)
