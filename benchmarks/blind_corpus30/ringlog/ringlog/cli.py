import argparse
import json
import logging

from . import accounts, archives, beringung, db, plugins, recoveries, report, species
from .config import Config
from .fetch import SchemeClient

log = logging.getLogger("ringlog")


def cmd_sync(args, cfg, conn):
    client = SchemeClient(cfg.scheme_url, cfg.api_token)
    doc = recoveries.parse_recoveries(client.get("recoveries", group=args.group).content)
    conn.executemany("INSERT INTO recoveries VALUES (?, ?, ?, ?, ?, ?)", list(recoveries.rows(doc)))
    manifest = client.get("manifest", group=args.group).json()
    for ring, places in recoveries.recoveries_for_rings(doc, manifest).items():
        log.info("%s: %s", ring, ", ".join(places))
    species.store_species(conn, species.load_species_list(client.get("species.yaml").text))
    if args.legacy:
        species.load_legacy_export(client.get("exports/legacy.pkl").content)
    for fund in client.get("partner/helgoland", group=args.group).json():
        beringung.fund_speichern(conn, fund)
        log.info("%s: %d Monate", fund["ring"], beringung.alter_in_monaten(fund))
    conn.commit()


def cmd_series(args, cfg, conn):
    client = SchemeClient(cfg.scheme_url, cfg.api_token)
    archive = archives.fetch_series(client, args.url)
    work = archives.scratch_dir()
    if args.checked:
        archives.unpack_series_checked(archive, work)
    else:
        archives.unpack_series(archive, work)
    with open(f"{work}/manifest.json") as fh:
        archives.convert_sheets(work, json.load(fh))


def cmd_report(args, cfg, conn):
    rows = db.select_recoveries(conn, args.where)
    path = report.write_report(rows, args.title, args.out)
    if args.publish:
        report.publish(args.out, cfg.publish_target)
    print(path)


def cmd_volunteer(args, cfg, conn):
    print(accounts.create_volunteer(conn, args.login, args.name))


def cmd_directory(args, cfg, conn):
    for entry in accounts.directory_search(cfg.ldap_url, args.base, args.filter):
        print(entry.cn, entry.mail)


def cmd_plugin(args, cfg, conn):
    plugin = plugins.load_plugin(args.plugin)
    plugin["run"](conn)


def build_parser():
    p = argparse.ArgumentParser(prog="ringlog", description="Ringing group recoveries tool")
    p.add_argument("--config", default=None)
    p.add_argument("--debug", action="store_true")
    sub = p.add_subparsers(dest="command", required=True)
    s = sub.add_parser("sync")
    s.add_argument("--group", default="WASH")
    s.add_argument("--legacy", action="store_true")
    s.set_defaults(func=cmd_sync)
    s = sub.add_parser("series")
    s.add_argument("--from", dest="url", required=True)
    s.add_argument("--checked", action="store_true")
    s.set_defaults(func=cmd_series)
    s = sub.add_parser("report")
    s.add_argument("--where")
    s.add_argument("--title", default="Recoveries")
    s.add_argument("--out", default=".")
    s.add_argument("--publish", action="store_true")
    s.set_defaults(func=cmd_report)
    s = sub.add_parser("volunteer")
    s.add_argument("login")
    s.add_argument("name")
    s.set_defaults(func=cmd_volunteer)
    s = sub.add_parser("directory")
    s.add_argument("--base", default="ou=ringers,dc=wash-ringing-group,dc=org,dc=uk")
    s.add_argument("--filter", default="(objectClass=person)")
    s.set_defaults(func=cmd_directory)
    s = sub.add_parser("plugin")
    s.add_argument("plugin")
    s.set_defaults(func=cmd_plugin)
    return p


def main(argv=None):
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.debug else logging.INFO)
    cfg = Config(args.config) if args.config else Config()
    conn = db.connect(cfg.database)
    args.func(args, cfg, conn)
    return 0
