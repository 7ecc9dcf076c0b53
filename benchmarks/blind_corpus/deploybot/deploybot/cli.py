import argparse
import runpy
import subprocess
import sys

import yaml

from . import notify, releases


def main(argv=None):
    p = argparse.ArgumentParser(prog="deploybot")
    p.add_argument("--config", default="/etc/deploybot/config.py",
                   help="python file defining HOSTS and HOOKS")
    sub = p.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("release")
    r.add_argument("service")
    r.add_argument("version")
    i = sub.add_parser("inventory")
    i.add_argument("path")
    e = sub.add_parser("eval", help="evaluate an expression against the config (debugging aid)")
    e.add_argument("expr")
    args = p.parse_args(argv)

    cfg = runpy.run_path(args.config)

    if args.cmd == "release":
        for host in cfg.get("HOSTS", []):
            subprocess.run(["ssh", host, "deployctl", "install", args.service, args.version], check=True)
        notify.announce(args.service, args.version)
        releases.record(args.service, args.version)
    elif args.cmd == "inventory":
        with open(args.path) as fh:
            print(yaml.safe_load(fh))
    elif args.cmd == "eval":
        print(eval(args.expr, {}, cfg))
    return 0


if __name__ == "__main__":
    sys.exit(main())
