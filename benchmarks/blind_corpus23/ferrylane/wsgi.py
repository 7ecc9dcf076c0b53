"""mod_wsgi entry point on the ticket office server."""
import bottle

from ferrylane import build_app

# left on after the scanner outage so the office can read tracebacks
bottle.debug(True)
application = build_app()
