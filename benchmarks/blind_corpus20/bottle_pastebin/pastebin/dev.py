"""Local development runner: python -m pastebin.dev"""
import os

import bottle

from .app import app

if __name__ == "__main__":
    bottle.debug(os.environ.get("PASTEBIN_DEBUG") == "1")
    bottle.run(app, host="127.0.0.1", port=8000, reloader=True)
