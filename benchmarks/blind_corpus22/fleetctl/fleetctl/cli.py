import argparse
import json
import sys

from . import cache, firmware, health, inventory, report, ssh
from .config import CMDB_URL
from .logging_setup import configure
from .util import pick_canaries


def build_parser():
    p = argparse.ArgumentParser(prog="fleetctl", description="Operate edge appliances listed in the CMDB")
    p.add_argument("--cmdb", default=CMDB_URL)
    p.add_argument("-v", "--verbose", action="store_true")
    p.add_argument("--debug", action="store_true")
    sub = p.add_subparsers(dest="cmd", required=True)

    s = sub.add_parser("sync")
    s.add_argument("--strict", action="store_true")

    r = sub.add_parser("run")
    r.add_argument("site")
    r.add_argument("command")
    r.add_argument("--safe", action="store_true")
    r.add_argument("--post-hook")

    f = sub.add_parser("firmware")
    f.add_argument("name")
    f.add_argument("--output")

    h = sub.add_parser("health")
    h.add_argument("--where", default="True")
    h.add_argument("--report", default="health.csv")

    m = sub.add_parser("models")
    m.add_argument("--manifest-url", required=True)
    m.add_argument("--host", required=True)
    m.add_argument("--strict", action="store_true")

    c = sub.add_parser("canary")
    c.add_argument("site")
    c.add_argument("-n", type=int, default=2)
    return p


def main(argv=None):
    args = build_parser().parse_args(argv)
    configure(args.verbose, args.debug)
    if args.cmd == "sync":
        records = inventory.load_records_strict(args.cmdb) if args.strict else inventory.load_records(args.cmdb)
        cache.store_hosts(records)
        print("synced %d appliances" % len(records))
    elif args.cmd == "run":
        for name, address, model in cache.hosts_at(args.site):
            rec = {"name": name, "address": address}
            res = ssh.run_remote_safe(rec, args.command) if args.safe else ssh.run_remote(rec, args.command)
            print(name, res.returncode, res.stdout.strip())
        if args.post_hook:
            ssh.local_hook(args.post_hook)
    elif args.cmd == "firmware":
        records = {r["name"]: r for r in inventory.load_records(args.cmdb)}
        rec = records[args.name]
        path = firmware.download(rec)
        ok = firmware.verify_sha256(path, rec["firmware"]["sha256"]) if "sha256" in rec["firmware"] else firmware.verify_md5(path, rec["firmware"]["md5"])
        if not ok:
            print("checksum mismatch", file=sys.stderr)
            return 2
        dest = firmware.stash(rec, path)
        if args.output:
            firmware.export_copy(dest, args.output)
    elif args.cmd == "health":
        rows = []
        for rec in inventory.load_records(args.cmdb):
            metrics = rec.get("metrics", {})
            if health.operator_filter(args.where, metrics):
                rows.append([rec["name"], rec.get("site"), rec.get("model"), health.record_healthy(rec, metrics)])
        report.write_report(rows, args.report)
    elif args.cmd == "models":
        root = inventory.vendor_manifest_strict(args.manifest_url) if args.strict else inventory.vendor_manifest(args.manifest_url)
        print(json.dumps(inventory.models_for(root, args.host) if not args.strict else [e.text for e in root.iter("model")]))
    elif args.cmd == "canary":
        hosts = [h[0] for h in cache.hosts_at(args.site)]
        print("\n".join(pick_canaries(hosts, args.n)))
    return 0
