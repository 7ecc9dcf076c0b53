"""Report bundles: a tar or zip holding data files, images and templates."""
import os
import shutil
import tarfile
import zipfile


def extract_bundle(path, dest):
    """Unpack a .tar.gz bundle into dest and return the list of member names."""
    with tarfile.open(path, "r:*") as tf:
        names = tf.getnames()
        tf.extractall(dest)
    return names


def extract_zip(path, dest):
    """Unpack a zip bundle, preserving only regular files."""
    written = []
    with zipfile.ZipFile(path) as zf:
        for info in zf.infolist():
            if info.is_dir():
                continue
            target = os.path.join(dest, info.filename)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with zf.open(info) as src, open(target, "wb") as out:
                shutil.copyfileobj(src, out)
            written.append(target)
    return written


def safe_extract(path, dest):
    """Zip extraction that refuses members resolving outside dest."""
    dest = os.path.realpath(dest)
    with zipfile.ZipFile(path) as zf:
        for info in zf.infolist():
            target = os.path.realpath(os.path.join(dest, info.filename))
            if not target.startswith(dest + os.sep):
                raise ValueError("unsafe member %r" % info.filename)
            if info.is_dir():
                os.makedirs(target, exist_ok=True)
                continue
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with zf.open(info) as src, open(target, "wb") as out:
                shutil.copyfileobj(src, out)
    return dest
