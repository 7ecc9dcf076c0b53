import argparse
import logging
import os
import sys

from . import __version__, crypto, hooks, notify, retention, snapshot, state
from .config import load_config
from .remote import RemoteHost

log = logging.getLogger("quarryctl")


def cmd_snapshot(cfg, args):
    hooks.run_hook(cfg, "pre", label=args.label)
    path = snapshot.create(cfg.source_dir, args.label, cfg.spool_dir)
    if cfg.passphrase_file:
        with open(cfg.passphrase_file) as fh:
            path = snapshot.stage_encrypted(path, fh.read().strip())
    name = os.path.basename(path)
    with RemoteHost.from_config(cfg.target) as host:
        host.upload(path, name)
    size = os.path.getsize(path)
    state.record_run(args.label, name, size)
    hooks.run_hook(cfg, "post", label=args.label, name=name)
    notify.webhook(cfg, "snapshot", name=name, size=size)
    print(name)
    return 0


def cmd_prune(cfg, args):
    with RemoteHost.from_config(cfg.target) as host:
        names = host.list_snapshots()
        doomed = retention.select_expired(names, cfg.keep_daily, cfg.keep_weekly, cfg.keep_monthly)
        for name in doomed:
            if args.dry_run:
                print(f"would delete {name}")
            else:
                host.remove(name)
    if doomed and not args.dry_run:
        notify.slack(f"pruned {len(doomed)} snapshots on {cfg.target.host}")
    return 0


def cmd_restore(cfg, args):
    local = os.path.join(cfg.spool_dir, args.name)
    with RemoteHost.from_config(cfg.target) as host:
        host.download(args.name, local)
    if args.only:
        snapshot.restore_subset(local, args.dest, args.only)
    else:
        snapshot.restore(local, args.dest)
    return 0


def cmd_status(cfg, args):
    st = state.load_state()
    for run in st["runs"][-args.last:]:
        print(f"{run['name']:<48} {run['size']:>12,d}")
    return 0


def cmd_init(cfg, args):
    path = cfg.passphrase_file or "/etc/quarryctl.pass"
    if os.path.exists(path) and not args.force:
        print(f"{path} exists; use --force to replace it")
        return 1
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as fh:
        fh.write(crypto.generate_passphrase() + "\n")
    print(f"wrote new passphrase to {path}; store a copy offline")
    return 0


def cmd_agent(cfg, args):
    from .agent import serve

    serve(args.config, bind=args.bind, port=args.port)
    return 0


def build_parser():
    p = argparse.ArgumentParser(prog="quarryctl")
    p.add_argument("--config", "-c", default=None)
    p.add_argument("--verbose", "-v", action="store_true")
    p.add_argument("--version", action="version", version=__version__)
    sub = p.add_subparsers(dest="cmd", required=True)

    s = sub.add_parser("snapshot")
    s.add_argument("label")
    s.set_defaults(func=cmd_snapshot)

    s = sub.add_parser("prune")
    s.add_argument("--dry-run", "-n", action="store_true")
    s.set_defaults(func=cmd_prune)

    s = sub.add_parser("restore")
    s.add_argument("name")
    s.add_argument("dest")
    s.add_argument("--only", default=None, help="restore only members under this prefix")
    s.set_defaults(func=cmd_restore)

    s = sub.add_parser("status")
    s.add_argument("--last", type=int, default=10)
    s.set_defaults(func=cmd_status)

    s = sub.add_parser("init")
    s.add_argument("--force", action="store_true")
    s.set_defaults(func=cmd_init)

    s = sub.add_parser("agent")
    s.add_argument("--bind", default="10.20.0.5")
    s.add_argument("--port", type=int, default=8749)
    s.set_defaults(func=cmd_agent)
    return p


def main(argv=None):
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO, format="%(levelname)s %(message)s")
    cfg = load_config(args.config)
    try:
        return args.func(cfg, args)
    except KeyboardInterrupt:
        return 130
    except Exception as exc:
        log.error("%s", exc)
        if args.verbose:
            raise
        return 1


if __name__ == "__main__":
    sys.exit(main())
