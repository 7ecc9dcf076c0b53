import logging

from .. import directory
from ..format import record_state

log = logging.getLogger(__name__)


def sync_user(job):
    if job.get("uid"):
        entries = directory.find_by_uid(job["uid"])
    else:
        entries = directory.find_by_email(job["email"])
    log.info("found %d directory entries", len(entries))
    record_state(job, "synced" if entries else "missing")
    return [e.entry_dn for e in entries]
