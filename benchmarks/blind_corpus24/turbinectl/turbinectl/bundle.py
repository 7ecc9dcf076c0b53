"""Service bundles uploaded by field technicians (tar.gz from the tablet app)."""
import json
import os
import pickle
import tarfile

import yaml


class BundleError(Exception):
    pass


def open_bundle(path):
    return tarfile.open(path, "r:gz")


def unpack(path, dest):
    with open_bundle(path) as tar:
        tar.extractall(dest)
    return dest


def unpack_checked(path, dest):
    with open_bundle(path) as tar:
        tar.extractall(dest, filter="data")
    return dest


def copy_member(tar, member, dest):
    out = os.path.join(dest, member.name)
    with tar.extractfile(member) as src, open(out, "wb") as dst:
        dst.write(src.read())


def copy_member_checked(tar, member, dest):
    root = os.path.realpath(dest)
    out = os.path.realpath(os.path.join(root, member.name))
    if os.path.commonpath([root, out]) != root or not member.isfile():
        raise BundleError("refusing %r" % member.name)
    with tar.extractfile(member) as src, open(out, "wb") as dst:
        dst.write(src.read())


def manifest(tar):
    raw = tar.extractfile("manifest.yaml").read()
    return yaml.safe_load(raw)


def legacy_manifest(tar):
    raw = tar.extractfile("MANIFEST").read()
    return yaml.unsafe_load(raw)


def controller_state(tar):
    return pickle.load(tar.extractfile("state.pkl"))


def readings(tar):
    return json.load(tar.extractfile("readings.json"))


def load_fleet_cache(workdir):
    # written by `turbinectl fleet sync` on this workstation only
    path = os.path.join(workdir, "fleet.pkl")
    if not os.path.exists(path):
        return {}
    with open(path, "rb") as fh:
        return pickle.load(fh)


def save_fleet_cache(workdir, fleet):
    os.makedirs(workdir, mode=0o700, exist_ok=True)
    with open(os.path.join(workdir, "fleet.pkl"), "wb") as fh:
        pickle.dump(fleet, fh)
