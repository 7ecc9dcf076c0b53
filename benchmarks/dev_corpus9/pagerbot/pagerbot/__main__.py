import argparse
import logging

from slack_bolt.adapter.socket_mode import SocketModeHandler


def main():
    parser = argparse.ArgumentParser(prog="pagerbot")
    parser.add_argument("mode", choices=["run", "console", "status"], nargs="?", default="run")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO)

    if args.mode == "console":
        from .console import interact
        interact()
    elif args.mode == "status":
        from .web import serve
        serve()
    else:
        import os
        from .bot import build_app
        SocketModeHandler(build_app(), os.environ["SLACK_APP_TOKEN"]).start()


if __name__ == "__main__":
    main()
