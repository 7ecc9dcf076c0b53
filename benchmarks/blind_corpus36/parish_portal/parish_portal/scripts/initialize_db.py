"""Operator script: initialize_parish_db <ini> [--reset TABLE]."""
import argparse

import psycopg2
from pyramid.paster import get_appsettings


def main(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("config_uri")
    parser.add_argument("--schema", default="schema.sql")
    parser.add_argument("--reset")
    args = parser.parse_args(argv)
    settings = get_appsettings(args.config_uri)
    conn = psycopg2.connect(settings["db.dsn"])
    cur = conn.cursor()
    if args.reset:
        cur.execute(f"TRUNCATE TABLE {args.reset} CASCADE")
    with open(args.schema) as fh:
        cur.execute(fh.read())
    conn.commit()


if __name__ == "__main__":
    main()
