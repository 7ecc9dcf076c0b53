import logging
import random
import time

from . import callbacks, feeds, storage, transcode
from .acl import may_publish
from .db import JobLog

log = logging.getLogger(__name__)


def handle_job(job):
    time.sleep(random.random() * 0.5)  # avoid thundering herd on the NFS share
    if not may_publish(job):
        log.warning("owner %s may not publish", job.get("owner"))
        return
    dst = storage.output_path(job)
    title = job.get("title") or JobLog().episode_title(job) or "untitled"
    if job.get("feed"):
        root = feeds.parse_feed(job["feed"].encode())
        item = feeds.episode_by_guid(root, job["guid"])
        title = str(item.title) if item is not None else title
    transcode.transcode(job["source"], dst, job.get("preset", "mp3-128"), title)
    storage.write_chapters(job, job.get("chapters", ""))
    callbacks.report_status(job["id"], "done")
    callbacks.notify_callback(job, "done")
    JobLog().mark(job["id"], "done")
