import json
import subprocess

from worker import settings


def probe(path):
    out = subprocess.run(
        ["ffprobe", "-v", "error", "-print_format", "json", "-show_format", "-show_streams", path],
        capture_output=True, check=True, timeout=60,
    ).stdout
    return json.loads(out)


def ffmpeg_args(src, dest, audio_only=False, bitrate="128k"):
    args = [settings.FFMPEG, "-y", "-nostdin", "-i", src]
    if audio_only:
        args += ["-vn", "-c:a", "aac", "-b:a", str(bitrate)]
    else:
        args += ["-c:v", "libx264", "-preset", "medium", "-c:a", "aac"]
    args.append(dest)
    return args
