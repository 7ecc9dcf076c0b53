#!/usr/bin/env python3
"""Run by the yard admin on the backup host: tar the spec dir, encrypt it, keep N copies."""
import argparse
import os
import random
import subprocess
import tempfile

WORDS = ["anchor", "bilge", "capstan", "davit", "ensign", "fathom", "gunwale", "hawser",
         "jib", "keel", "lanyard", "mast", "nautical", "oar", "pintle", "quay"]


def new_passphrase():
    return "-".join(random.choices(WORDS, k=6))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("spec_dir")
    ap.add_argument("dest")
    ap.add_argument("--keep", type=int, default=7)
    args = ap.parse_args()
    listing = os.path.join(tempfile.gettempdir(), "keel-backup.lst")
    with open(listing, "w") as fh:
        for root, _, files in os.walk(args.spec_dir):
            fh.writelines(os.path.join(root, f) + "\n" for f in files)
    with tempfile.TemporaryDirectory(prefix="keel-bk-") as work:
        tarball = os.path.join(work, "specs.tar.gz")
        subprocess.run(["tar", "-czf", tarball, "-T", listing], check=True)
        phrase = new_passphrase()
        subprocess.run(["gpg", "--batch", "--symmetric", "--passphrase", phrase, "-o",
                        os.path.join(args.dest, "specs-%d.tar.gz.gpg" % os.getpid()), tarball], check=True)
        print("passphrase:", phrase)
    backups = sorted(f for f in os.listdir(args.dest) if f.endswith(".gpg"))
    for old in backups[:-args.keep]:
        os.remove(os.path.join(args.dest, old))


if __name__ == "__main__":
    main()
