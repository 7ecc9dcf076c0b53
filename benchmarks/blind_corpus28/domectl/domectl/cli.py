import argparse
import ast
import logging
import os
import runpy
import sys
import tempfile

from domectl import config, kiosk, projectors, query, statusd
from domectl.catalogue import Catalogue
from domectl.package import ShowPackage
from domectl.schedule import ScheduleDB, write_html
from domectl.staff import StaffDirectory

log = logging.getLogger("domectl")


def cmd_install(args, cfg):
    cat = Catalogue(args.catalogue or cfg["catalogue_url"])
    meta = next(s for s in cat.shows() if str(s["id"]) == args.show_id)
    with tempfile.TemporaryDirectory(prefix="domectl-") as tmp:
        archive = cat.download(args.show_id, os.path.join(tmp, "package.tar"))
        pkg = ShowPackage(archive, cfg["show_root"])
        if not pkg.verify(meta["md5"]):
            log.error("checksum mismatch for %s", args.show_id)
            return 1
        pkg.unpack(meta["slug"])
        manifest = pkg.read_manifest()
        ScheduleDB(cfg["db_path"]).register_show(manifest)
        for cue in manifest.iter("cue"):
            log.info("cue %s at frame %s", cue.get("id"), pkg.cue_offset(cue, fps=30))
        pkg.restore_cues()
        pkg.run_postinstall()
    return 0


def cmd_schedule(args, cfg):
    rows = ScheduleDB(cfg["db_path"]).upcoming(args.days)
    write_html(rows, args.out)
    return 0


def cmd_staff(args, cfg):
    d = StaffDirectory(cfg["ldap_url"], cfg["ldap_base"])
    for dn, attrs in d.search(args.filter):
        print(dn, attrs.get("mail"))
    return 0


def cmd_projector(args, cfg):
    if args.raw:
        projectors.raw_command(args.name, args.raw)
    else:
        projectors.power(args.name, args.state == "on")
    return 0


def cmd_kiosk_pin(args, cfg):
    pin = kiosk.new_pin()
    kiosk.push_pin(cfg["kiosk_url"], pin, cfg.get("scheduler_token") or "")
    print("new kiosk PIN:", pin)
    return 0


def cmd_query(args, cfg):
    for hit in query.query_manifest(os.path.join(cfg["show_root"], args.slug, "manifest.xml"), args.xpath):
        print(hit)
    return 0


def cmd_offset(args, cfg):
    frames = ast.literal_eval(args.frames)
    print(sum(frames) if isinstance(frames, (list, tuple)) else frames)
    return 0


def main(argv=None):
    p = argparse.ArgumentParser(prog="domectl")
    p.add_argument("--debug", action="store_true")
    p.add_argument("--hooks", help="python file with local operator hooks")
    sub = p.add_subparsers(dest="cmd", required=True)

    s = sub.add_parser("install"); s.add_argument("show_id"); s.add_argument("--catalogue"); s.set_defaults(fn=cmd_install)
    s = sub.add_parser("schedule"); s.add_argument("--days", type=int, default=7); s.add_argument("--out", default="schedule.html"); s.set_defaults(fn=cmd_schedule)
    s = sub.add_parser("staff"); s.add_argument("--filter", default="(objectClass=person)"); s.set_defaults(fn=cmd_staff)
    s = sub.add_parser("projector"); s.add_argument("name", choices=sorted(projectors.PROJECTORS)); s.add_argument("state", nargs="?", choices=["on", "off"], default="on"); s.add_argument("--raw"); s.set_defaults(fn=cmd_projector)
    s = sub.add_parser("kiosk-pin"); s.set_defaults(fn=cmd_kiosk_pin)
    s = sub.add_parser("query"); s.add_argument("slug"); s.add_argument("--xpath", required=True); s.set_defaults(fn=cmd_query)
    s = sub.add_parser("offset"); s.add_argument("frames"); s.set_defaults(fn=cmd_offset)
    s = sub.add_parser("serve"); s.add_argument("--port", type=int, default=8090); s.set_defaults(fn=lambda a, c: statusd.serve(c["db_path"], a.port))

    args = p.parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.debug else logging.INFO)
    cfg = config.load()
    if args.hooks:
        runpy.run_path(args.hooks, init_globals={"cfg": cfg})
    return args.fn(args, cfg)


if __name__ == "__main__":
    sys.exit(main())
