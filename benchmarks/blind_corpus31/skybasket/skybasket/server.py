import os

from sanic import Sanic

from . import bp_auth, bp_crew, bp_flights, bp_tracking, bp_vouchers, bp_weather, loadcalc
from .config import Settings


def create_app():
    app = Sanic("skybasket")
    app.config.update_config(Settings)
    for mod in (bp_auth, bp_crew, bp_flights, bp_tracking, bp_vouchers, bp_weather, loadcalc):
        app.blueprint(mod.bp)
    return app


app = create_app()

if __name__ == "__main__":
    app.run(host="0.0.0.0", port=int(os.environ.get("PORT", 8000)), debug=True, auto_reload=True)
