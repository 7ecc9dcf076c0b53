"""Commissions, conservation records and stock for the Endpaper bindery."""
import random

from flask import Flask, render_template

from . import auth, catalogue, cli, commissions, conservation, errors, photos, schema, stock
from .db import init_app as init_db


def create_app(config_object="config.Config"):
    app = Flask(__name__)
    app.config.from_object(config_object)
    init_db(app)
    errors.init_app(app)
    auth.register(app)
    commissions.register(app)
    conservation.init_app(app)
    photos.register(app)
    stock.register(app)
    catalogue.register(app)
    cli.init_app(app)
    schema.init_app(app)

    @app.route("/")
    def index():
        portfolio = photos.portfolio_images()
        random.shuffle(portfolio)
        return render_template("index.html", portfolio=portfolio[:6])

    return app
