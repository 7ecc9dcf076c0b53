import bottle
from bottle import Bottle

from .plugins import MemberPlugin, SQLitePlugin
from .routes import auth, federation, games, players, tournaments

bottle.debug(True)

app = Bottle()
app.install(SQLitePlugin())
app.install(MemberPlugin())

for module in (auth, players, games, tournaments, federation):
    module.register(app)

application = app
