import os

import bottle

from . import labels_print, routes_auth, routes_inventory, routes_tools


def create_app():
    app = bottle.Bottle()
    if os.environ.get("BOTTLERACK_ENV") == "development":
        bottle.debug(True)
    routes_inventory.install(app)
    routes_tools.install(app)
    routes_auth.install(app)
    labels_print.envoyer(app)
    return app
