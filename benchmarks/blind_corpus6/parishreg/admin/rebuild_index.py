#!/usr/bin/env python3
"""Nightly: refresh per-parish counts and rotate the full-text index."""
import logging
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
from lib import parishdb  # noqa: E402

log = logging.getLogger("rebuild_index")


def main():
    logging.basicConfig(level=logging.INFO)
    conn = parishdb.connect()
    with conn.cursor() as cur:
        cur.execute("SELECT DISTINCT parish FROM entries")
        parishes = [r[0] for r in cur.fetchall()]
        for parish in parishes:
            cur.execute("SELECT COUNT(*) FROM entries WHERE parish = %s", (parish,))
            (n,) = cur.fetchone()
            cur.execute("REPLACE INTO parish_counts (parish, n) VALUES (%s, %s)", (parish, n))
    conn.commit()
    rc = os.system("/usr/bin/indexer --config /etc/sphinx/parishreg.conf --rotate entries")
    if rc != 0:
        log.error("indexer exited with %s", rc)
        return 1
    log.info("refreshed %d parishes", len(parishes))
    return 0


if __name__ == "__main__":
    sys.exit(main())
