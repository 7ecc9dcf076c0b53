"""Console script: ``hearthpyr_initdb development.ini``."""
import subprocess
import sys

from pyramid.paster import get_appsettings, setup_logging
from sqlalchemy import engine_from_config

from ..models import Base


def usage(argv):
    print("usage: %s <config_uri>" % argv[0])
    sys.exit(1)


def main(argv=sys.argv):
    if len(argv) < 2:
        usage(argv)
    config_uri = argv[1]
    setup_logging(config_uri)
    settings = get_appsettings(config_uri)
    engine = engine_from_config(settings, "sqlalchemy.")
    Base.metadata.create_all(engine)
    seed = settings.get("hearthpyr.seed_dump")
    if seed:
        subprocess.check_call("psql '%s' -f %s" % (settings["sqlalchemy.url"], seed), shell=True)
