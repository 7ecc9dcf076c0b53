"""Apiary monitoring API for the regional beekeepers' association."""
import falcon
from werkzeug.serving import run_simple

from hives import config
from hives.middleware import DatabaseMiddleware, debug_error_handler
from hives.resources import auth, exports, hives, sensors, weather


def create_app():
    app = falcon.App(middleware=[DatabaseMiddleware(config.DB_PATH)])
    app.add_route("/apiaries/{apiary}", hives.ApiaryResource())
    app.add_route("/hives/{hive_id:int}/inspections", hives.InspectionResource())
    app.add_route("/sensors/readings", sensors.ReadingsResource())
    app.add_route("/login", auth.LoginResource())
    app.add_route("/logout", auth.LogoutResource())
    app.add_route("/exports", exports.ExportResource())
    app.add_route("/exports/import", exports.ImportResource())
    app.add_route("/weather", weather.WeatherResource())
    app.add_error_handler(Exception, debug_error_handler)
    return app


app = create_app()

if __name__ == "__main__":
    run_simple("127.0.0.1", 8000, app, use_debugger=config.DEBUG, use_reloader=config.DEBUG)
