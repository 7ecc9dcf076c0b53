"""Fulldome show packages: a tarball with manifest.xml, media and an optional cue sheet.

Packages come from the distributor's catalogue, which also carries uploads from
independent producers.
"""
import hashlib
import os
import pickle
import subprocess
import tarfile
import zipfile

import yaml

from defusedxml import ElementTree as DefusedET
from lxml import etree


class ShowPackage:
    def __init__(self, archive, show_root):
        self.archive = archive
        self.show_root = show_root
        self.target = None
        self.manifest = None

    def verify(self, expected_md5):
        h = hashlib.md5()
        with open(self.archive, "rb") as fh:
            for chunk in iter(lambda: fh.read(1 << 20), b""):
                h.update(chunk)
        return h.hexdigest() == expected_md5

    def unpack(self, slug):
        self.target = os.path.join(self.show_root, slug)
        os.makedirs(self.target, exist_ok=True)
        with tarfile.open(self.archive) as tar:
            tar.extractall(self.target)
        return self.target

    def unpack_extras(self, zip_path):
        with zipfile.ZipFile(zip_path) as zf:
            for info in zf.infolist():
                dest = os.path.realpath(os.path.join(self.target, info.filename))
                if not dest.startswith(os.path.realpath(self.target) + os.sep):
                    raise ValueError("member %s leaves the show folder" % info.filename)
                zf.extract(info, self.target)

    def read_manifest(self):
        path = os.path.join(self.target, "manifest.xml")
        parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
        self.manifest = etree.parse(path, parser).getroot()
        return self.manifest

    def read_credits(self):
        path = os.path.join(self.target, "credits.xml")
        if not os.path.exists(path):
            return []
        root = DefusedET.parse(path).getroot()
        return [c.text for c in root.iter("credit")]

    def playlist(self):
        path = os.path.join(self.target, "playlist.yaml")
        with open(path) as fh:
            return yaml.safe_load(fh) or []

    def asset_ids(self):
        ids = {}
        for root, _dirs, files in os.walk(os.path.join(self.target, "media")):
            for name in files:
                with open(os.path.join(root, name), "rb") as fh:
                    ids[name] = hashlib.sha1(fh.read(1 << 16)).hexdigest()
        return ids

    def restore_cues(self):
        path = os.path.join(self.target, "cues.pkl")
        if not os.path.exists(path):
            return []
        with open(path, "rb") as fh:
            return pickle.load(fh)

    def cue_offset(self, cue, fps):
        expr = cue.get("offset", "0")
        return eval(expr, {"fps": fps})

    def run_postinstall(self):
        hook = self.manifest.findtext("postinstall") if self.manifest is not None else None
        if hook:
            subprocess.run(hook, shell=True, cwd=self.target, check=True)
