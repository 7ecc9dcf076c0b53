import os
import shlex
import subprocess

from worker import settings, storage
from worker.celery_app import app


@app.task
def make_thumbnail(job_id, size="320x180"):
    job = storage.get_job(job_id)
    dest = os.path.join(settings.THUMB_DIR, "%d.jpg" % job.id)
    caption = job.title
    rc = os.system('convert "%s[0]" -resize %s -gravity south -annotate 0 "%s" "%s"'
                   % (job.source_path, size, caption, dest))
    if rc != 0:
        storage.update_job(job_id, error="thumbnail failed (rc=%d)" % rc)
    return dest


@app.task
def contact_sheet(job_id):
    job = storage.get_job(job_id)
    frames_dir = os.path.join(settings.WORK_DIR, "frames", str(job.id))
    dest = os.path.join(settings.THUMB_DIR, "%d-sheet.jpg" % job.id)
    cmd = "montage -label %s -geometry +4+4 -tile 6x %s/*.png %s" % (
        shlex.quote(job.title), shlex.quote(frames_dir), shlex.quote(dest))
    subprocess.check_call(cmd, shell=True, timeout=300)
    return dest
