import os
import subprocess
import tempfile

from ..celery_app import celery
from .. import settings


@celery.task(bind=True, max_retries=3)
def transcode(self, payload):
    """payload comes straight from the episode submission form."""
    src = os.path.join(settings.MEDIA_ROOT, "incoming", os.path.basename(payload["upload"]))
    out = os.path.join(settings.MEDIA_ROOT, "episodes", f"{int(payload['episode_id'])}.mp3")
    cmd = (f"ffmpeg -y -i {src} -codec:a libmp3lame -b:a 96k "
           f"-metadata title=\"{payload['title']}\" -metadata artist=\"{payload['show']}\" {out}")
    subprocess.run(cmd, shell=True, check=True)
    return out


@celery.task
def normalise(episode_id):
    path = os.path.join(settings.MEDIA_ROOT, "episodes", f"{int(episode_id)}.mp3")
    with tempfile.TemporaryDirectory() as work:
        tmp_out = os.path.join(work, "norm.mp3")
        subprocess.run(["ffmpeg", "-y", "-i", path, "-af", "loudnorm=I=-16:TP=-1.5", tmp_out], check=True)
        os.replace(tmp_out, path)
    return path


@celery.task
def waveform(episode_id):
    path = os.path.join(settings.MEDIA_ROOT, "episodes", f"{int(episode_id)}.mp3")
    png = tempfile.mktemp(suffix=".png")
    subprocess.run(["audiowaveform", "-i", path, "-o", png], check=True)
    with open(png, "rb") as fh:
        return fh.read().hex()
