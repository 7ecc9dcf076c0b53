"""Structure bundles (zip files of CIFs) and the local reference library."""
import io
import os
import tempfile
import zipfile


def extract_bundle(data, dest):
    """Unpack a bundle's CIF files into ``dest`` and return the written paths."""
    written = []
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        for info in zf.infolist():
            if info.filename.lower().endswith(".cif"):
                target = os.path.join(dest, info.filename)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with open(target, "wb") as fh:
                    fh.write(zf.read(info))
                written.append(target)
    return written


def load_from_library(name, root):
    """Read a reference CIF by name from the library directory ``root``."""
    base = os.path.realpath(root)
    path = os.path.realpath(os.path.join(base, name))
    if os.path.commonpath([base, path]) != base:
        raise ValueError("name escapes the library")
    with open(path, encoding="utf-8") as fh:
        return fh.read()


def scratch_copy(data):
    """Keep a private copy of an uploaded bundle while it is validated."""
    handle = tempfile.NamedTemporaryFile(prefix="unitcell-", suffix=".zip")
    handle.write(data)
    handle.flush()
    return handle
