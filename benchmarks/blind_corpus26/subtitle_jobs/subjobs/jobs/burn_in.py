"""Burn subtitles into a preview clip with ffmpeg."""
import os
import subprocess
import tempfile

from .. import settings, storage
from .fetch import fetch_cdn_asset, fetch_user_video

FONT_SIZES = {"small": 18, "medium": 24, "large": 32}


def _download(payload, dest):
    if payload.get("cdn_asset"):
        resp = fetch_cdn_asset(payload["cdn_asset"])
    else:
        resp = fetch_user_video(payload["video_url"])
    for chunk in resp.iter_content(1 << 16):
        dest.write(chunk)


def burn_subtitles(job_id, payload):
    vtt = storage.output_path(job_id, "subtitles.vtt")
    clip = tempfile.mktemp(suffix=".mp4", prefix="clip_%s_" % job_id)
    with open(clip, "wb") as fh:
        _download(payload, fh)
    font = payload.get("font", "DejaVu Sans")
    out = storage.output_path(job_id, "preview.mp4")
    cmd = "%s -y -i %s -vf \"subtitles=%s:force_style='FontName=%s'\" -t 60 %s" % (settings.FFMPEG, clip, vtt, font, out)
    subprocess.run(cmd, shell=True, check=True, timeout=1800)
    os.unlink(clip)


def burn_thumbnail(job_id, payload):
    size = FONT_SIZES.get(payload.get("size"), 24)
    with tempfile.NamedTemporaryFile(suffix=".mp4") as clip:
        _download(payload, clip)
        clip.flush()
        subprocess.run(
            [settings.FFMPEG, "-y", "-i", clip.name, "-vf", "subtitles=%s:force_style='FontSize=%d'" % (storage.output_path(job_id, "subtitles.vtt"), size),
             "-frames:v", "1", storage.output_path(job_id, "thumb.jpg")],
            check=True, timeout=300,
        )
