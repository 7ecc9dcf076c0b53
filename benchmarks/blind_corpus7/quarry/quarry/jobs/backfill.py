import argparse
import json

from .. import settings
from ..extract.http_feed import HttpFeed
from ..transform.normalize import parse_csv
from ..warehouse import Warehouse


def main(argv=None):
    ap = argparse.ArgumentParser(description="Re-pull partner exports over HTTP")
    ap.add_argument("--partner", required=True)
    ap.add_argument("--manifest", help="manifest JSON published by the partner")
    ap.add_argument("--days", nargs="*", default=[])
    args = ap.parse_args(argv)
    cp = settings.load()
    feed = HttpFeed(cp.get("partners", "%s_base_url" % args.partner), token=cp.get("partners", "%s_token" % args.partner, fallback=None))
    wh = Warehouse()
    texts = [feed.day_export(d) for d in args.days]
    if args.manifest:
        with open(args.manifest) as fh:
            manifest = json.load(fh)
        texts += feed.follow_manifest(manifest)
        print(wh.find_batches(manifest.get("source_prefix", args.partner)))
    for t in texts:
        header, rows = parse_csv(t)
        wh.load_rows("orders", header, rows)


if __name__ == "__main__":
    main()
