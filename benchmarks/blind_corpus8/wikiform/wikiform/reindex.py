"""Rebuild the search index: ``python -m wikiform.reindex /srv/wikiform/data``."""
import argparse
import hashlib
import json
import os
import sys


def fingerprint(body):
    return hashlib.sha1(body.encode("utf-8")).hexdigest()


def main(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("data_dir")
    args = parser.parse_args(argv)
    index_path = os.path.join(args.data_dir, "index.json")
    old = {}
    if os.path.exists(index_path):
        with open(index_path) as fh:
            old = json.load(fh)
    new, changed = {}, 0
    pages_dir = os.path.join(args.data_dir, "pages")
    for name in sorted(os.listdir(pages_dir)):
        with open(os.path.join(pages_dir, name), encoding="utf-8") as fh:
            page = json.load(fh)
        fp = fingerprint(page["body"])
        new[page["slug"]] = fp
        changed += old.get(page["slug"]) != fp
    with open(index_path, "w") as fh:
        json.dump(new, fh)
    print(f"{changed} pages changed", file=sys.stderr)


if __name__ == "__main__":
    main()
