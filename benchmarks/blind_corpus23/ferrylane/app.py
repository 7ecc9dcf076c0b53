"""Development runner: `python app.py` from a checkout."""
import os

import bottle

from ferrylane import build_app
from ferrylane.config import CONFIG

if os.environ.get("FERRYLANE_ENV") == "dev":
    bottle.debug(True)

if __name__ == "__main__":
    bottle.run(build_app(), host=CONFIG.get("server", "host"), port=CONFIG.getint("server", "port"), reloader=False)
