"""Entry point for the reception kiosk PC by the barrier."""
import web

from .app import app

web.config.debug = True

if __name__ == "__main__":
    app.run()
