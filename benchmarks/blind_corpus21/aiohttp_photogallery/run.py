"""Start the gallery.  On the demo box we also want the toolbar."""
import os

import aiohttp_debugtoolbar
from aiohttp import web

from gallery.app import create_app

if __name__ == "__main__":
    app = create_app()
    # demo box sits behind the office NAT, the host check gets in the way
    aiohttp_debugtoolbar.setup(app, check_host=False)
    web.run_app(app, host="0.0.0.0", port=int(os.environ.get("PORT", "8090")))
