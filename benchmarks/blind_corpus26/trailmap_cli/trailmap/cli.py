"""trailmap - mirror and report on the regional trail registry.

    trailmap sync [--registry URL] [--limit N]
    trailmap tiles REGION [--dest DIR]
    trailmap report OUTPUT.html [--where EXPR] [--title TITLE]
    trailmap query TRAIL_ID --waypoint NAME
    trailmap adduser LOGIN
"""
import argparse
import getpass
import os
import sqlite3
import tempfile

from . import config, db, filters, gpx, report, tiles
from .convert import convert_native, to_kml
from .registry import Registry
from .util import configure_logging, log, spot_check_sample
from .volunteers import adopters_for


def cmd_sync(args, cfg):
    registry = Registry(args.registry or cfg["registry"])
    entries = registry.index_snapshot() if args.snapshot else registry.index()["trails"]
    conn = db.connect(cfg["catalogue"])
    for entry in entries[: args.limit or None]:
        raw = registry.download_track(entry)
        if entry.get("format", "gpx") != "gpx":
            with tempfile.TemporaryDirectory() as work:
                src = os.path.join(work, "src.dat")
                out = os.path.join(work, "out.gpx")
                with open(src, "wb") as fh:
                    fh.write(raw)
                convert_native(entry, src, out)
                with open(out, "rb") as fh:
                    raw = fh.read()
        doc = gpx.parse_track(raw)
        db.upsert_trail(conn, entry, gpx.start_point(doc, entry), raw)
        db.tag_region(conn, entry)
        entry["profile"] = filters.parse_elevation_profile(entry.get("profile", "[]"))
        if args.adopters:
            log.info("%s adopted by %d volunteers", entry["name"], len(adopters_for(entry)))
    conn.commit()
    for e in spot_check_sample(entries):
        log.info("please spot-check: %s", e["name"])


def cmd_tiles(args, cfg):
    url = (args.registry or cfg["registry"]).rstrip("/") + "/tiles/%s.zip" % args.region
    pack = tiles.download_pack(url)
    dest = args.dest or cfg["tiles"]
    tiles.extract_pack(pack, dest)
    log.info("%d tiles mirrored", tiles.render_overview(dest))


def cmd_report(args, cfg):
    conn = sqlite3.connect(cfg["catalogue"])
    conn.row_factory = sqlite3.Row
    trails = [dict(r) for r in conn.execute("SELECT name, region, length_km FROM trails ORDER BY name")]
    if args.where:
        code = filters.compile_where(args.where)
        trails = [t for t in trails if filters.matches(code, t)]
    report.write_report(args.output, trails, args.title)


def cmd_query(args, cfg):
    conn = sqlite3.connect(cfg["catalogue"])
    row = conn.execute("SELECT gpx FROM trails WHERE id = ?", (args.trail_id,)).fetchone()
    if row is None:
        print("no such trail")
        return 1
    print(gpx.quick_stats(row[0]))
    doc = gpx.parse_track(row[0])
    for wpt in gpx.waypoints_named(doc, args.waypoint):
        print(wpt.get("lat"), wpt.get("lon"))
    if args.kml:
        with open(args.kml + ".gpx", "wb") as fh:
            fh.write(row[0])
        to_kml(args.kml + ".gpx", args.kml)
    return 0


def cmd_adduser(args, cfg):
    conn = db.connect(cfg["catalogue"])
    db.add_volunteer(conn, args.login, getpass.getpass("password for %s: " % args.login))


def build_parser():
    p = argparse.ArgumentParser(prog="trailmap", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--debug", action="store_true", help="verbose logging")
    p.add_argument("--registry", help="override registry base URL")
    sub = p.add_subparsers(dest="command", required=True)

    s = sub.add_parser("sync")
    s.add_argument("--limit", type=int)
    s.add_argument("--snapshot", action="store_true", help="use the nightly binary index snapshot")
    s.add_argument("--adopters", action="store_true")
    s.set_defaults(func=cmd_sync)

    t = sub.add_parser("tiles")
    t.add_argument("region")
    t.add_argument("--dest")
    t.set_defaults(func=cmd_tiles)

    r = sub.add_parser("report")
    r.add_argument("output")
    r.add_argument("--where")
    r.add_argument("--title", default="Trail catalogue")
    r.set_defaults(func=cmd_report)

    q = sub.add_parser("query")
    q.add_argument("trail_id")
    q.add_argument("--waypoint", default="")
    q.add_argument("--kml", help="also write a KML file to this path")
    q.set_defaults(func=cmd_query)

    a = sub.add_parser("adduser")
    a.add_argument("login")
    a.set_defaults(func=cmd_adduser)
    return p


def main(argv=None):
    args = build_parser().parse_args(argv)
    configure_logging(args.debug)
    return args.func(args, config.load()) or 0
