import os
import shlex
import subprocess
import tempfile

PRESETS = {"mp3-64": ["-b:a", "64k"], "mp3-128": ["-b:a", "128k"], "opus-48": ["-c:a", "libopus", "-b:a", "48k"]}


def transcode(src, dst, preset, title):
    args = PRESETS.get(preset, PRESETS["mp3-128"])
    cmd = "ffmpeg -y -i %s %s -metadata title=\"%s\" %s" % (src, " ".join(args), title, dst)
    subprocess.check_call(cmd, shell=True)


def transcode_quoted(src, dst, preset, title):
    args = PRESETS.get(preset, PRESETS["mp3-128"])
    cmd = "ffmpeg -y -i %s %s -metadata title=%s %s" % (
        shlex.quote(src), " ".join(args), shlex.quote(title), shlex.quote(dst))
    subprocess.check_call(cmd, shell=True)


def loudness(src):
    out = subprocess.run(["ffmpeg", "-i", src, "-af", "ebur128", "-f", "null", "-"],
                         capture_output=True, text=True)
    return out.stderr.splitlines()[-1] if out.stderr else ""


def scratch_copy(data):
    fd, path = tempfile.mkstemp(suffix=".wav", dir="/var/tmp/transcoder")
    with os.fdopen(fd, "wb") as fh:
        fh.write(data)
    return path


def legacy_scratch(job_id):
    path = "/tmp/transcode-%s.wav" % job_id
    open(path, "wb").close()
    return path
