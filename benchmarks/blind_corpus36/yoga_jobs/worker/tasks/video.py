import os
import subprocess
import tempfile
from urllib.parse import urlsplit

import requests

from ..celery_app import app
from ..storage import ensure_media_dir, media_path


@app.task
def fetch_and_trim(video_url, start, length):
    local = "/tmp/" + os.path.basename(urlsplit(video_url).path)
    with requests.get(video_url, stream=True, timeout=60) as resp:
        with open(local, "wb") as fh:
            for chunk in resp.iter_content(1 << 16):
                fh.write(chunk)
    ensure_media_dir()
    out = media_path(os.path.basename(local) + "-clip.mp4")
    subprocess.run(f"ffmpeg -y -ss {start} -t {length} -i {local} -c copy {out}", shell=True, check=True)
    make_poster.delay(out)
    return out


@app.task
def make_poster(clip_path):
    fd, poster = tempfile.mkstemp(suffix=".jpg")
    os.close(fd)
    subprocess.run(["ffmpeg", "-y", "-i", clip_path, "-frames:v", "1", poster], check=True)
    return poster
