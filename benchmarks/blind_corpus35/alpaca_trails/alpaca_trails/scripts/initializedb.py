"""Operator script: create tables and load the starter herd from a local YAML file.

Run on the server by the farm owner: ``initialize_alpaca_db production.ini herd.yaml``.
"""
import sys

import yaml
from pyramid.paster import get_appsettings, setup_logging
from sqlalchemy import engine_from_config

from ..models import Alpaca, Base, DBSession


def main(argv=sys.argv):
    if len(argv) < 3:
        print("usage: initialize_alpaca_db <config_uri> <herd.yaml>")
        return 1
    config_uri, herd_file = argv[1], argv[2]
    setup_logging(config_uri)
    settings = get_appsettings(config_uri)
    engine = engine_from_config(settings, "sqlalchemy.")
    DBSession.configure(bind=engine)
    Base.metadata.create_all(engine)
    with open(herd_file) as fh:
        herd = yaml.load(fh, Loader=yaml.Loader)
    for record in herd:
        DBSession.add(Alpaca(**record))
    return 0


if __name__ == "__main__":
    sys.exit(main())
