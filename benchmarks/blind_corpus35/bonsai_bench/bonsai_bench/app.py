import bottle
from bottle import Bottle

from .plugins import CustomerPlugin, sqlite_plugin
from .settings import cfg

app = Bottle()
app.install(sqlite_plugin)
app.install(CustomerPlugin())
bottle.debug(cfg.getboolean("app", "debug", fallback=False))

from .routes import account, boarding, care, catalogue, photos, stock, workshops  # noqa: E402,F401
