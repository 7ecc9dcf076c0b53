import argparse
import logging
import sys

from . import __version__
from .commands import backup, deploy, inventory, logs, query


def build_parser():
    p = argparse.ArgumentParser(prog="opsctl")
    p.add_argument("--version", action="version", version=__version__)
    p.add_argument("-v", "--verbose", action="store_true")
    sub = p.add_subparsers(dest="cmd", required=True)
    for mod in (deploy, backup, inventory, query, logs):
        mod.register(sub)
    return p


def main(argv=None):
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO)
    try:
        return args.func(args) or 0
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # pragma: no cover
        logging.getLogger("opsctl").error("%s", exc)
        return 1


if __name__ == "__main__":
    sys.exit(main())
