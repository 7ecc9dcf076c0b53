import logging
import os
import tarfile

from worker import settings, storage
from worker.celery_app import app

log = logging.getLogger(__name__)


def _within(base, name):
    base = os.path.realpath(base)
    target = os.path.realpath(os.path.join(base, name))
    return os.path.commonpath([base, target]) == base


@app.task
def unpack_bundle(job_id):
    """Image-sequence bundles uploaded by customers (tar or tar.gz)."""
    job = storage.get_job(job_id)
    target = os.path.join(settings.WORK_DIR, "bundles", str(job.id))
    os.makedirs(target, exist_ok=True)
    with tarfile.open(job.source_path) as tar:
        tar.extractall(target)
    storage.update_job(job_id, status="unpacked")
    return target


@app.task
def unpack_subtitles(job_id):
    job = storage.get_job(job_id)
    target = os.path.join(settings.WORK_DIR, "subs", str(job.id))
    os.makedirs(target, exist_ok=True)
    with tarfile.open(job.source_path) as tar:
        members = [m for m in tar.getmembers() if m.isfile() and _within(target, m.name)]
        skipped = len(tar.getmembers()) - len(members)
        if skipped:
            log.warning("job %s: skipped %d unsafe archive members", job_id, skipped)
        tar.extractall(target, members=members)
    return target
