import argparse
import sys

from . import hooks, inventory, remote, state
from .backup import notify, run_backup
from .catalog import Catalog
from .config import Config
from .ldapsync import operators_in, owner_contact
from .restore import restore_archive, restore_manifest


def build_parser():
    p = argparse.ArgumentParser(prog="opsctl")
    p.add_argument("--config", action="append")
    sub = p.add_subparsers(dest="cmd", required=True)

    b = sub.add_parser("backup")
    b.add_argument("--role")
    b.add_argument("--where", help="python expression filtering hosts")
    b.add_argument("--hook")
    b.add_argument("--dest", default="/backups")
    b.add_argument("paths", nargs="+")

    r = sub.add_parser("restore")
    r.add_argument("archive")
    r.add_argument("--dest", required=True)
    r.add_argument("--manifest-url")

    ls = sub.add_parser("list")
    ls.add_argument("host")

    du = sub.add_parser("disk")
    du.add_argument("--role")

    who = sub.add_parser("oncall")
    who.add_argument("--group", default="storage-oncall")
    return p


def main(argv=None):
    args = build_parser().parse_args(argv)
    cfg = Config(args.config)
    if args.cmd == "backup":
        hosts = hooks.select(inventory.fetch_hosts(cfg, args.role), args.where)
        for host in hosts:
            archive = run_backup(cfg, host, args.paths, args.dest)
            if args.hook:
                hooks.run_hook(args.hook, {"host": host, "archive": archive})
            print("backed up %s -> %s (owner %s)" % (host["name"], archive, owner_contact(host)))
        state.save({"last": [h["name"] for h in hosts]})
        notify(cfg, "backup finished for %d hosts" % len(hosts))
    elif args.cmd == "restore":
        if args.manifest_url:
            restore_manifest(args.manifest_url, args.dest)
        else:
            restore_archive(args.archive, args.dest)
    elif args.cmd == "list":
        for row in Catalog(cfg.catalog).list_for(args.host):
            print("\t".join(row))
    elif args.cmd == "disk":
        for host in inventory.fetch_hosts(cfg, args.role):
            print(remote.disk_usage(host))
            print(remote.uptime(host["name"]) if state.load() else "")
    elif args.cmd == "oncall":
        print("\n".join(operators_in(args.group)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
