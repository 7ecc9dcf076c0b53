#!/usr/bin/env python3
"""Community recipe box -- Bottle front end."""
import os

import bottle
from bottle import run

from recipes import auth, images, routes  # noqa: F401  (routes register on import)
from recipes.config import settings

app = bottle.default_app()
bottle.debug(os.environ.get("RECIPES_DEBUG") == "1")


if __name__ == "__main__":
    run(app, host=settings.get("web", "host"), port=settings.getint("web", "port"),
        debug=True, reloader=True)
