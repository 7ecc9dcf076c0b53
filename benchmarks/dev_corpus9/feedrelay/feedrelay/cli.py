import argparse
import asyncio
import logging

from aiohttp import web

from . import create_app, store
from .config import Config
from .parser import parse_opml


async def _import_opml(path, user_id):
    cfg = Config()
    db = await store.connect(cfg.database)
    with open(path, "rb") as fh:
        urls = parse_opml(fh.read())
    for url in urls:
        cur = await db.execute("INSERT OR IGNORE INTO feeds (url, title) VALUES (?, ?)", (url, url))
        await db.execute("INSERT OR IGNORE INTO subscriptions (user_id, feed_id) VALUES (?, ?)", (user_id, cur.lastrowid))
    await db.commit()
    await db.close()
    return len(urls)


def main():
    parser = argparse.ArgumentParser(prog="feedrelay")
    sub = parser.add_subparsers(dest="cmd", required=True)
    serve = sub.add_parser("serve")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8090)
    imp = sub.add_parser("import-opml")
    imp.add_argument("path")
    imp.add_argument("--user", type=int, required=True)
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO)
    if args.cmd == "serve":
        web.run_app(create_app(), host=args.host, port=args.port)
    else:
        print("imported %d feeds" % asyncio.run(_import_opml(args.path, args.user)))


if __name__ == "__main__":
    main()
