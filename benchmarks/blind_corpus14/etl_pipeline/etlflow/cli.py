"""Operator entry point: ``etlflow run partner_csv --partner acme``."""
import argparse
import subprocess

from . import registry
from .plugins import csv_partner, recipes, xml_orders  # noqa: F401  (registers built-ins)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="etlflow")
    sub = parser.add_subparsers(dest="cmd", required=True)
    run = sub.add_parser("run")
    run.add_argument("plugin")
    run.add_argument("--partner")
    run.add_argument("--customer")
    sched = sub.add_parser("scheduler")
    sched.add_argument("--port", default="8082")
    args = parser.parse_args(argv)

    if args.cmd == "scheduler":
        subprocess.run("luigid --background --port %s --logdir /var/log/etlflow" % args.port, shell=True, check=True)
        return 0
    task = registry.get(args.plugin)(partner=args.partner, customer=args.customer)
    print(task.run())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
