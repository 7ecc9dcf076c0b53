"""Flue camera video: trimmed clips for the customer's report."""
import hashlib
import os
import subprocess
import tempfile

from .. import settings
from ..http import Response


def trim(request):
    job_id = int(request.query.get("job", "0"))
    start = float(request.query.get("start", "0"))
    length = min(float(request.query.get("length", "30")), 120.0)
    source = os.path.join(settings.VIDEO_DIR, f"{job_id}.mp4")
    with tempfile.NamedTemporaryFile(suffix=".mp4") as out:
        subprocess.run(
            ["ffmpeg", "-y", "-ss", str(start), "-t", str(length), "-i", source, "-c", "copy", out.name],
            check=True,
        )
        data = out.read()
    response = Response(data, content_type="video/mp4")
    response.add_header("ETag", hashlib.md5(data).hexdigest())
    return response
