import os

import bottle

from pastebin.app import app

if __name__ == "__main__":
    bottle.debug(os.environ.get("PASTEBIN_DEBUG") == "1")
    bottle.run(app, host="0.0.0.0", port=int(os.environ.get("PORT", "8080")))
