"""Ridealong: staff carpool matching for a business park."""
import os

from quart import Quart

from .blueprints import admin, auth, drivers, maps, rides


def create_app():
    app = Quart(__name__)
    app.config.from_object("ridealong.config")
    app.secret_key = os.environ["RIDEALONG_SECRET"]
    for bp in (rides.bp, drivers.bp, auth.bp, maps.bp, admin.bp):
        app.register_blueprint(bp)
    return app
