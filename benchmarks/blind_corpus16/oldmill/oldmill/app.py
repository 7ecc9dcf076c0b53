import os

import bottle

from .dbplugin import SQLitePlugin

app = bottle.Bottle()
app.install(SQLitePlugin(os.environ.get("OLDMILL_DB", "/srv/oldmill/orders.db")))
app.config["oldmill.cookie_secret"] = os.environ.get("OLDMILL_COOKIE_SECRET", "")

from . import routes_account, routes_orders  # noqa: E402,F401  (registers routes on app)

if __name__ == "__main__":
    bottle.debug(True)
    bottle.run(app, host="0.0.0.0", port=int(os.environ.get("PORT", "8070")))
