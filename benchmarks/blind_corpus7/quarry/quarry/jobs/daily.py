import argparse
import logging
import os
import uuid

from .. import cache, settings
from ..extract import sftp_inbox
from ..load.staging import write_stage_file
from ..transform.dedupe import dedupe
from ..transform.normalize import normalize_orders, parse_csv
from ..warehouse import Warehouse

log = logging.getLogger("quarry.daily")


def process_file(wh, partner, name):
    path = sftp_inbox.decompress(partner, name)
    day = os.path.basename(path)[len(partner) + 1:len(partner) + 11]
    with open(path, encoding="latin-1") as fh:
        header, rows = parse_csv(fh.read())
    mapping = cache.load_mapping(partner) or {}
    table = mapping.get("table", "orders")
    if table == "orders":
        header, rows = normalize_orders(header, rows)
    rows = list(dedupe(rows))
    batch = uuid.uuid4().hex[:12]
    write_stage_file(batch, header, rows)
    wh.delete_partition(table, day)
    wh.load_rows(table, header, rows)
    wh.mark_loaded(batch, "%s/%s" % (partner, name), len(rows))
    return len(rows)


def main(argv=None):
    ap = argparse.ArgumentParser(description="Load today's partner drops into staging")
    ap.add_argument("partners", nargs="+")
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.INFO)
    wh = Warehouse()
    for partner in args.partners:
        for name in sftp_inbox.list_inbox(partner):
            log.info("%s: %d rows", name, process_file(wh, partner, name))


if __name__ == "__main__":
    main()
