"""Maintainer tool: rebuild index.yaml from a directory of recipe manifests."""
import argparse
import os
import shutil
import tempfile

import yaml


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("recipes_dir")
    ap.add_argument("-o", "--output", default="index.yaml")
    args = ap.parse_args(argv)
    work = tempfile.mkdtemp(prefix="pinecone-index-")
    try:
        entries = []
        for name in sorted(os.listdir(args.recipes_dir)):
            with open(os.path.join(args.recipes_dir, name, "manifest.yaml")) as fh:
                entries.append(yaml.safe_load(fh))
        staged = os.path.join(work, "index.yaml")
        with open(staged, "w") as fh:
            yaml.safe_dump({"recipes": entries}, fh)
        shutil.move(staged, args.output)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
