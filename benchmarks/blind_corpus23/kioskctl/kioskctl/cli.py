import argparse
import logging

from . import config
from .api import FleetClient
from .commands import deploy, logs, patrons, report


def build_parser():
    p = argparse.ArgumentParser(prog="kioskctl")
    p.add_argument("--debug", action="store_true")
    p.add_argument("--endpoint", help="override fleet API endpoint")
    sub = p.add_subparsers(dest="cmd", required=True)

    d = sub.add_parser("deploy")
    d.add_argument("version")
    d.add_argument("--branch")
    d.add_argument("--user", default="kioskops")
    d.add_argument("--canary", action="store_true")
    d.add_argument("--pre-hook")

    lg = sub.add_parser("logs")
    lg.add_argument("bundle")
    lg.add_argument("--kiosk", required=True)
    lg.add_argument("--workdir", default=".")
    lg.add_argument("--legacy", action="store_true")

    pt = sub.add_parser("patrons")
    pt.add_argument("--branch")
    pt.add_argument("--search")

    rp = sub.add_parser("report")
    rp.add_argument("--branch")
    rp.add_argument("--db", default="fleet.sqlite3")
    rp.add_argument("--html", default="fleet.html")
    rp.add_argument("--where")
    return p


def main(argv=None):
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.debug else logging.INFO)
    cfg = config.load()
    client = FleetClient(args.endpoint or cfg["endpoint"], cfg["token"])
    if args.cmd == "deploy":
        deploy.run(client, args)
    elif args.cmd == "logs":
        logs.run(client, args)
    elif args.cmd == "patrons":
        patrons.run(client, args, cfg["ldap_url"])
    elif args.cmd == "report":
        report.run(client, args)
    return 0
