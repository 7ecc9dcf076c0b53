"""XML bundles: a zip with a manifest.xml and any number of resources."""
import os
import zipfile

from .parse import load_safe


def read_manifest(bundle_path):
    with zipfile.ZipFile(bundle_path) as zf:
        return load_safe(zf.read("manifest.xml"))


def extract_bundle(bundle_path, dest):
    """Unpack a bundle into dest and return the list of written files."""
    written = []
    with zipfile.ZipFile(bundle_path) as zf:
        for name in zf.namelist():
            if name.endswith("/"):
                continue
            target = os.path.join(dest, name)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as out:
                out.write(zf.read(name))
            written.append(target)
    return written


def extract_bundle_stdlib(bundle_path, dest):
    with zipfile.ZipFile(bundle_path) as zf:
        zf.extractall(dest)
        return [os.path.join(dest, n) for n in zf.namelist()]
