"""Media file access for object images."""
import os
import shutil
import tempfile

MEDIA_ROOT = "/srv/collection/media"


def media_path(accession_no: str, filename: str) -> str:
    root = os.path.realpath(MEDIA_ROOT)
    candidate = os.path.realpath(os.path.join(root, accession_no, filename))
    if os.path.commonpath([root, candidate]) != root:
        raise ValueError("outside media root")
    return candidate


def open_media(accession_no: str, filename: str):
    return open(os.path.join(MEDIA_ROOT, accession_no, filename), "rb")


def scratch_copy(path: str) -> str:
    fd, tmp = tempfile.mkstemp(prefix="vitrine-", suffix=os.path.splitext(path)[1])
    with os.fdopen(fd, "wb") as out, open(media_path(*os.path.split(path)), "rb") as src:
        shutil.copyfileobj(src, out)
    return tmp


def legacy_scratch(name: str) -> str:
    tmp = os.path.join(tempfile.gettempdir(), "vitrine_" + os.path.basename(name))
    shutil.copy(media_path(*os.path.split(name)), tmp)
    return tmp
