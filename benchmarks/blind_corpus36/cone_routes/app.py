"""Production entry point for the Mr Whippy-style van fleet site (served by waitress)."""
import bottle

from cone import config
from cone.plugins import AuthPlugin, SQLitePlugin

app = bottle.Bottle()
app.install(SQLitePlugin(config.DB_PATH))
app.install(AuthPlugin())

from cone import routes_api, routes_depot, routes_driver, routes_public  # noqa: E402

for module in (routes_public, routes_driver, routes_depot, routes_api):
    module.register(app)

if __name__ == "__main__":
    bottle.run(app, server="waitress", host="0.0.0.0", port=8085, debug=config.DEBUG)
