import os

import bottle

from basting.app import app

if __name__ == "__main__":
    bottle.debug(os.environ.get("BASTING_DEBUG") == "1")
    bottle.run(app, host="0.0.0.0", port=8080, reloader=False)
