import http.client
import logging


def configure(verbose, debug):
    level = logging.DEBUG if debug else logging.INFO if verbose else logging.WARNING
    logging.basicConfig(level=level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if debug:
        http.client.HTTPConnection.debuglevel = 1
