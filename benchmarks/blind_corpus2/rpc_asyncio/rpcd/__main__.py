import argparse
import asyncio
import json
import logging

from .server import RpcServer


def main(argv=None):
    ap = argparse.ArgumentParser(prog="rpcd")
    ap.add_argument("--config", default="/etc/rpcd/config.json")
    ap.add_argument("--host", default="0.0.0.0")
    ap.add_argument("--port", type=int, default=7420)
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO)
    with open(args.config) as fh:
        config = json.load(fh)
    asyncio.run(RpcServer(config).serve(args.host, args.port))


if __name__ == "__main__":
    main()
