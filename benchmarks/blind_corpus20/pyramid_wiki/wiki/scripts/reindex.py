"""Rebuild the full-text index.  Usage: wiki-reindex config.ini [--where SQL]"""
import argparse
import sqlite3

from pyramid.paster import get_appsettings


def main(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("config_uri")
    parser.add_argument("--where", default="1=1", help="SQL condition selecting pages to reindex")
    args = parser.parse_args(argv)
    settings = get_appsettings(args.config_uri)
    db = sqlite3.connect(settings["wiki.index"])
    rows = db.execute("SELECT name, body FROM pages WHERE " + args.where).fetchall()
    db.execute("DELETE FROM pages_fts")
    db.executemany("INSERT INTO pages_fts (name, body) VALUES (?, ?)", rows)
    db.commit()
    print("reindexed %d pages" % len(rows))


if __name__ == "__main__":
    main()
