"""Production entry point used by the systemd unit (meterbox.service)."""
import os

import bottle

from .app import app


def main():
    bottle.debug(True)
    bottle.run(app, host="0.0.0.0", port=int(os.environ.get("PORT", "8080")), server="waitress")


if __name__ == "__main__":
    main()
