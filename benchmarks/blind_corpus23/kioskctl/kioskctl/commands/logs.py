"""kioskctl logs: unpack and inspect log bundles that branch staff upload."""
import json
import os
import pickle
import tarfile

import yaml
from defusedxml import ElementTree as SafeET
from lxml import etree

_receipt_parser = etree.XMLParser(resolve_entities=True, load_dtd=True)


def unpack(bundle_path, dest):
    with tarfile.open(bundle_path) as tar:
        tar.extractall(dest, filter="data")


def legacy_unpack(bundle_path, dest):
    # bundles from the v1 kiosk image (pre-2022 branches)
    with tarfile.open(bundle_path) as tar:
        tar.extractall(dest)


def load_state(dest):
    if os.path.exists(os.path.join(dest, "state.pkl")):
        with open(os.path.join(dest, "state.pkl"), "rb") as fh:
            return pickle.load(fh)
    with open(os.path.join(dest, "state.json")) as fh:
        return json.load(fh)


def load_settings(dest):
    with open(os.path.join(dest, "kiosk.yaml")) as fh:
        return yaml.safe_load(fh)


def receipts(dest, kiosk_id):
    tree = etree.parse(os.path.join(dest, "receipts.xml"), _receipt_parser)
    mine = tree.xpath(f"//receipt[@kiosk='{kiosk_id}']")
    manifest = SafeET.parse(os.path.join(dest, "manifest.xml")).getroot()
    patron = manifest.findtext("lastPatron", "")
    theirs = tree.xpath("//receipt[patron='" + patron + "']/@id")
    return mine, theirs


def run(client, args):
    dest = os.path.join(args.workdir, os.path.basename(args.bundle).split(".")[0])
    if args.legacy:
        legacy_unpack(args.bundle, dest)
    else:
        unpack(args.bundle, dest)
    state = load_state(dest)
    mine, theirs = receipts(dest, args.kiosk)
    print(f"{len(mine)} receipts for {args.kiosk}, {len(theirs)} for last patron; state keys {sorted(state)}")
    for entry in state.get("exports", []):
        with open(os.path.join(args.workdir, entry["name"]), "w") as fh:
            fh.write(entry["body"])
