"""Compressed MusicXML (.mxl) is a zip with META-INF/container.xml."""
import os
import zipfile


def extract_mxl(mxl_path: str, dest_dir: str) -> list:
    """Extract every member of an .mxl archive into `dest_dir`."""
    written = []
    with zipfile.ZipFile(mxl_path) as zf:
        for info in zf.infolist():
            out = os.path.join(dest_dir, info.filename)
            os.makedirs(os.path.dirname(out) or dest_dir, exist_ok=True)
            with open(out, "wb") as fh:
                fh.write(zf.read(info))
            written.append(out)
    return written


def read_mxl_member(mxl_path: str, member: str, cache_dir: str) -> bytes:
    """Read one member, caching it under `cache_dir`."""
    root = os.path.realpath(cache_dir)
    target = os.path.realpath(os.path.join(root, member))
    if os.path.commonpath([root, target]) != root:
        raise ValueError("member escapes cache directory")
    if not os.path.exists(target):
        with zipfile.ZipFile(mxl_path) as zf:
            data = zf.read(member)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as fh:
            fh.write(data)
    with open(target, "rb") as fh:
        return fh.read()
