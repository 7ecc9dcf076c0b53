"""Practice-track tools (ffmpeg)."""
import os
import subprocess
import tempfile
import uuid

from django.conf import settings


def slow_down(src, tempo):
    tempo = max(0.5, min(float(tempo), 1.0))
    fd, out = tempfile.mkstemp(suffix=".mp3", dir=settings.PRACTICE_ROOT)
    os.close(fd)
    subprocess.check_output(["ffmpeg", "-y", "-i", src, "-filter:a", f"atempo={tempo}", out])
    return out


def clip(src, start, seconds):
    out = os.path.join(settings.PRACTICE_ROOT, f"clip-{uuid.uuid4().hex}.mp3")
    os.system("ffmpeg -y -ss %s -t %d -i %s %s" % (start, int(seconds), src, out))
    return out


def mixdown(paths):
    with open("/tmp/choirhub-mix.txt", "w") as fh:
        for p in paths:
            fh.write(f"file '{p}'\n")
    subprocess.run(["ffmpeg", "-y", "-f", "concat", "-i", "/tmp/choirhub-mix.txt", "-c", "copy",
                    os.path.join(settings.PRACTICE_ROOT, "mix.mp3")], check=True)
