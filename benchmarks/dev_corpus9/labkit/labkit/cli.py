import argparse
import json
import sys

from .instruments import Balance
from .units import BUILTIN, convert


def main(argv=None):
    parser = argparse.ArgumentParser(prog="labkit")
    sub = parser.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("serve")
    s.add_argument("--port", type=int, default=5050)
    w = sub.add_parser("weigh")
    w.add_argument("--port", default="/dev/ttyUSB0")
    c = sub.add_parser("convert")
    c.add_argument("conversion", choices=sorted(BUILTIN))
    c.add_argument("value", type=float)
    c.add_argument("--param", action="append", default=[], help="name=value")
    args = parser.parse_args(argv)

    if args.cmd == "serve":
        from .server import serve
        serve(args.port)
    elif args.cmd == "weigh":
        bal = Balance(args.port)
        bal.open()
        print(json.dumps({"grams": bal.read_weight(), "calibration": bal.read_calibration()}))
    else:
        params = dict(p.split("=", 1) for p in args.param)
        print(convert(args.value, args.conversion, **params))
    return 0


if __name__ == "__main__":
    sys.exit(main())
