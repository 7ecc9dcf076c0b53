#!/usr/bin/env python3
"""Delete expired user uploads recorded in the app database."""
import os

from opsdeck.common import pg, setup_logging

UPLOAD_ROOT = "/srv/app/uploads"
log = setup_logging("cleanup_uploads")


def expired():
    with pg("app") as conn, conn.cursor() as cur:
        cur.execute("SELECT id, stored_name, original_name FROM uploads WHERE expires_at < now()")
        return cur.fetchall()


def remove_original(original_name):
    os.remove(os.path.join(UPLOAD_ROOT, "originals", original_name))


def remove_stored(stored_name):
    root = os.path.realpath(UPLOAD_ROOT)
    target = os.path.realpath(os.path.join(root, stored_name))
    if os.path.dirname(target) != root:
        log.warning("refusing to delete %s", stored_name)
        return
    os.remove(target)


def main():
    for _id, stored, original in expired():
        remove_stored(stored)
        try:
            remove_original(original)
        except FileNotFoundError:
            pass
    log.info("cleanup finished")


if __name__ == "__main__":
    main()
