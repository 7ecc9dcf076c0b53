import logging
import os
import shutil
import subprocess
import tempfile

from worker import settings, storage
from worker.celery_app import app, retry_countdown
from worker.ffprobe import ffmpeg_args, probe

log = logging.getLogger(__name__)


@app.task(bind=True, max_retries=3)
def transcode(self, job_id):
    job = storage.get_job(job_id)
    params = job.params or {}
    out_fmt = params.get("format", "mp4")
    if out_fmt not in ("mp4", "webm", "mkv", "mov"):
        out_fmt = "mp4"
    width = params.get("width", 1280)
    tmp_out = tempfile.mktemp(suffix="." + out_fmt, dir=settings.SCRATCH_DIR)
    cmd = (
        f"{settings.FFMPEG} -y -nostdin -i '{job.source_path}' "
        f"-vf scale={width}:-2 -c:v libx264 -preset medium -c:a aac '{tmp_out}'"
    )
    try:
        subprocess.run(cmd, shell=True, check=True, timeout=settings.TRANSCODE_TIMEOUT)
    except subprocess.CalledProcessError as exc:
        storage.update_job(job_id, status="retrying", error=str(exc))
        raise self.retry(exc=exc, countdown=retry_countdown(self.request.retries))
    final = os.path.join(settings.OUTPUT_DIR, "%d.%s" % (job.id, out_fmt))
    shutil.move(tmp_out, final)
    storage.update_job(job_id, status="done", output_path=final)
    return storage.create_download_link(job_id)


@app.task(bind=True, max_retries=3)
def extract_audio(self, job_id):
    job = storage.get_job(job_id)
    params = job.params or {}
    with tempfile.NamedTemporaryFile(suffix=".m4a", dir=settings.SCRATCH_DIR, delete=False) as tmp:
        out_path = tmp.name
    args = ffmpeg_args(job.source_path, out_path, audio_only=True, bitrate=params.get("bitrate", "128k"))
    try:
        subprocess.run(args, check=True, timeout=settings.TRANSCODE_TIMEOUT)
    except subprocess.CalledProcessError as exc:
        os.unlink(out_path)
        raise self.retry(exc=exc, countdown=retry_countdown(self.request.retries))
    final = os.path.join(settings.OUTPUT_DIR, "%d.m4a" % job.id)
    shutil.move(out_path, final)
    storage.update_job(job_id, status="done", output_path=final)


@app.task
def probe_source(job_id):
    job = storage.get_job(job_id)
    info = probe(job.source_path)
    duration = float(info.get("format", {}).get("duration", 0))
    storage.update_job(job_id, params=dict(job.params or {}, duration=duration))
    return duration
