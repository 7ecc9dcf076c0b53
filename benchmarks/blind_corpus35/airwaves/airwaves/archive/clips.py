import os
import shlex
import subprocess

FFMPEG = "/usr/bin/ffmpeg"


def cut_clip(source, start, length, out):
    cmd = f"{FFMPEG} -y -ss {start} -t {length} -i {source} -c copy {out}"
    subprocess.run(cmd, shell=True, check=True)


def probe_duration(path):
    out = subprocess.run(
        ["ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", path],
        capture_output=True, text=True, check=False,
    )
    return float(out.stdout.strip() or 0)


def loudness_report(path):
    return os.popen("ffmpeg -hide_banner -i %s -af ebur128 -f null - 2>&1 | tail -n 12" % shlex.quote(path)).read()
