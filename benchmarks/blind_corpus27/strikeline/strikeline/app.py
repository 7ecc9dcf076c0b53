import os

from sanic import Sanic

from . import db
from .config import BaseConfig
from .blueprints import auth, export, lanes, leagues, scores, standings


def create_app(config=BaseConfig):
    app = Sanic("strikeline")
    app.update_config(config)
    db.configure(app.config.DB_PATH)
    for bp in (leagues.bp, scores.bp, auth.bp, lanes.bp, export.bp, standings.bp):
        app.blueprint(bp)
    return app


app = create_app()


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8000, debug=True, auto_reload=True)
