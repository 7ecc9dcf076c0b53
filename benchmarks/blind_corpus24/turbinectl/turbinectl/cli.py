import argparse
import json
import logging
import os
import sys

from . import alarms, bundle, config, creds, dashboard, directory, remote, scada, workspace, xmlreport

log = logging.getLogger("turbinectl")


def cmd_ingest(args, cfg):
    ws = workspace.Workspace()
    try:
        with bundle.open_bundle(args.bundle) as tar:
            man = bundle.manifest(tar) if not args.legacy else bundle.legacy_manifest(tar)
            state = bundle.controller_state(tar) if args.with_state else {}
            readings = bundle.readings(tar)
            fired = alarms.evaluate(man.get("alarms", []), readings)
            if args.run_hooks:
                alarms.run_post_install(tar)
        dest = bundle.unpack_checked(args.bundle, ws.path) if args.strict else bundle.unpack(args.bundle, ws.path)
        report = os.path.join(dest, "report.xml")
        if os.path.exists(report):
            with open(report, "rb") as fh:
                tree = xmlreport.parse_controller_report(fh.read())
            for code in man.get("watch_codes", []):
                print(code, len(xmlreport.alarm_nodes(tree, code)))
        if man.get("signed_off_by"):
            conn = directory.connect(cfg["ldap_url"])
            print("signed off by:", directory.signed_off_by(conn, cfg["ldap_base"], man))
        print(json.dumps({"alarms": fired, "state_keys": sorted(state)}, indent=2))
        scada.post_completion(man, {"serial": man.get("serial"), "alarms": fired})
    finally:
        ws.close()


def cmd_flash(args, cfg):
    with bundle.open_bundle(args.bundle) as tar:
        man = bundle.manifest(tar)
    blob = scada.download_firmware(man)
    creds.verify_firmware(blob, man)
    img = workspace.staged_copy(blob)
    remote.flash_firmware(args.host, img, man)
    remote.restart_services(args.host, man)


def cmd_status(args, cfg):
    s = scada.Scada(args.scada_url or cfg["scada_url"], config.scada_token())
    st = s.turbine(args.serial)
    with workspace.controller_log_path(args.serial) as fh:
        fh.write(json.dumps(st) + "\n")
    print("reachable" if remote.ping_controller(st) else "unreachable")
    print(remote.uptime(args.host))


def cmd_query(args, cfg):
    tree = xmlreport.parse_local_template(args.file)
    for node in xmlreport.operator_query(tree, args.xpath):
        print(node)


def cmd_calc(args, cfg):
    readings = json.load(open(args.readings)) if args.readings else {}
    print(alarms.operator_expr(args.expr, readings))


def cmd_fetch(args, cfg):
    sys.stdout.write(scada.fetch(args.url))


def cmd_lockout(args, cfg):
    print("LOTO PIN for %s: %s" % (args.serial, creds.lockout_pin()))


def cmd_dashboard(args, cfg):
    dashboard.serve(lambda: bundle.load_fleet_cache(cfg["workdir"]), port=args.port, debug=args.debug)


def build_parser():
    p = argparse.ArgumentParser(prog="turbinectl", description="Wind farm maintenance operator tool")
    p.add_argument("-v", "--verbose", action="store_true")
    sub = p.add_subparsers(dest="cmd", required=True)

    i = sub.add_parser("ingest", help="ingest a technician service bundle")
    i.add_argument("bundle")
    i.add_argument("--legacy", action="store_true")
    i.add_argument("--with-state", action="store_true")
    i.add_argument("--run-hooks", action="store_true")
    i.add_argument("--strict", action="store_true")
    i.set_defaults(fn=cmd_ingest)

    f = sub.add_parser("flash", help="flash firmware referenced by a bundle")
    f.add_argument("bundle")
    f.add_argument("--host", required=True)
    f.set_defaults(fn=cmd_flash)

    s = sub.add_parser("status")
    s.add_argument("serial")
    s.add_argument("--host", required=True)
    s.add_argument("--scada-url")
    s.set_defaults(fn=cmd_status)

    q = sub.add_parser("query")
    q.add_argument("file")
    q.add_argument("--xpath", required=True)
    q.set_defaults(fn=cmd_query)

    c = sub.add_parser("calc")
    c.add_argument("--expr", required=True)
    c.add_argument("--readings")
    c.set_defaults(fn=cmd_calc)

    fe = sub.add_parser("fetch")
    fe.add_argument("url")
    fe.set_defaults(fn=cmd_fetch)

    lo = sub.add_parser("lockout")
    lo.add_argument("serial")
    lo.set_defaults(fn=cmd_lockout)

    d = sub.add_parser("dashboard")
    d.add_argument("--port", type=int, default=8765)
    d.add_argument("--debug", action="store_true")
    d.set_defaults(fn=cmd_dashboard)
    return p


def main(argv=None):
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO)
    cfg = config.load()
    try:
        args.fn(args, cfg)
    except Exception as exc:  # noqa: BLE001
        log.error("%s failed: %s", args.cmd, exc)
        return 1
    return 0
