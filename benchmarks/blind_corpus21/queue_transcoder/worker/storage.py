import os

from .settings import MEDIA_ROOT


def output_path(job):
    show = job["show"]
    return os.path.join(MEDIA_ROOT, show, job["filename"])


def output_path_safe(job):
    base = os.path.realpath(MEDIA_ROOT)
    path = os.path.realpath(os.path.join(base, job["show"], job["filename"]))
    if not path.startswith(base + os.sep):
        raise ValueError("job escapes media root")
    return path


def write_chapters(job, text):
    with open(output_path(job) + ".chapters.txt", "w") as fh:
        fh.write(text)


def write_transcript(job, text):
    with open(output_path_safe(job) + ".vtt", "w") as fh:
        fh.write(text)
