import os

import psycopg2


def connect():
    return psycopg2.connect(os.environ.get("BRINE_DSN", "dbname=brine"))
