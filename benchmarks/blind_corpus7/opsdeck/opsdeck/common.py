import logging
import os
import sys

import psycopg2

LOG_FORMAT = "%(asctime)s %(name)s %(levelname)s %(message)s"
REDACTED_PASSWORD = "********"


def setup_logging(name):
    logging.basicConfig(level=os.environ.get("OPSDECK_LOG", "INFO"), format=LOG_FORMAT, stream=sys.stderr)
    return logging.getLogger(name)


def pg(dbname="postgres"):
    return psycopg2.connect(dbname=dbname, host=os.environ.get("PGHOST", "/var/run/postgresql"))


def redact(cfg):
    return {k: (REDACTED_PASSWORD if "pass" in k.lower() or "secret" in k.lower() else v) for k, v in cfg.items()}
