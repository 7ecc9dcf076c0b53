import os

from flask import Flask

from .render import recipe_card


def app_for(recipes, debug=None):
    app = Flask("wortkit-preview")
    app.debug = debug if debug is not None else os.environ.get("WORTKIT_DEBUG") == "1"

    @app.route("/")
    def index():
        return "".join(recipe_card(r) for r in recipes)

    return app


def serve(recipes, host="0.0.0.0", port=5050):
    app_for(recipes).run(host=host, port=port, debug=True)
