"""Runs the booking site on the clubhouse PC that also serves the public site."""
import bottle

from baseline.app import root
from baseline.passes import app as passes_app

root.merge(passes_app)

if __name__ == "__main__":
    bottle.run(root, host="0.0.0.0", port=8080, debug=True, reloader=False)
