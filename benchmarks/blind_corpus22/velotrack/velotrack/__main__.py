import argparse

from aiohttp import web

from .app import create_app


def main():
    ap = argparse.ArgumentParser(prog="velotrack")
    ap.add_argument("--host", default="0.0.0.0")
    ap.add_argument("--port", type=int, default=8090)
    args = ap.parse_args()
    web.run_app(create_app(), host=args.host, port=args.port, access_log_format='%a "%r" %s %Tf')


if __name__ == "__main__":
    main()
