"""Survey bundles: tarballs of Survex files with a small JSON manifest."""
import json
import math
import os
import subprocess
import tarfile
import tempfile


def download_to_temp(data):
    path = tempfile.mktemp(suffix=".tar.gz", prefix="bundle-")
    with open(path, "wb") as fh:
        fh.write(data)
    return path


def unpack(archive_path, dest):
    with tarfile.open(archive_path) as tar:
        tar.extractall(dest)
    with open(os.path.join(dest, "manifest.json")) as fh:
        return json.load(fh)


def unpack_checked(archive_path, dest):
    with tarfile.open(archive_path) as tar:
        tar.extractall(dest, filter="data")
    with open(os.path.join(dest, "manifest.json")) as fh:
        return json.load(fh)


def magnetic_declination(manifest, years_since_survey):
    rule = manifest.get("declination", "0")
    return eval(rule, {"math": math}, {"years": years_since_survey})


def process_bundle(data, dest_root, years_since_survey=0):
    archive = download_to_temp(data)
    with tempfile.TemporaryDirectory(prefix="sumpcat-") as work:
        manifest = unpack(archive, work)
        decl = magnetic_declination(manifest, years_since_survey)
        top = manifest["top"]
        out = os.path.join(dest_root, manifest["cave_ref"])
        os.makedirs(out, exist_ok=True)
        subprocess.run(f"cavern --output={out}/{top}.3d {work}/{top}", shell=True, check=True)
    os.unlink(archive)
    return {"declination": decl, "output": out}
