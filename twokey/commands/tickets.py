"""`twokey tickets list|show`: read the backlog; never writes."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from tickets.store import Backlog
from twokey.kernel.errors import TwokeyError, UsageError
from twokey.kernel.settings import load_settings
from twokey.kernel.snapshot import open_target
from twokey.kernel.status import ExitCode


def _backlog(args: argparse.Namespace) -> Backlog:
    """The backlog `twokey audit` would write for this repository: --backlog, else its settings' folder."""
    root = _repository_root(args.repo)
    flag = {"backlog": str(args.backlog.expanduser().resolve())} if args.backlog else {}
    directory = load_settings(root, flag).settings.backlog_dir(root)
    if not directory.exists():
        raise UsageError(f"backlog {directory} does not exist; run `twokey audit` first or pass --backlog DIR")
    return Backlog(directory)


def _repository_root(path: Path) -> Path:
    """The top of the repository holding PATH, as `twokey audit` uses it; PATH itself outside git."""
    try:
        return open_target(path)[1].root
    except TwokeyError:
        return path


def list_tickets(args: argparse.Namespace) -> int:
    ticket_files, corrupt = _backlog(args).load()
    rows = [tf for tf in ticket_files if args.status is None or tf.ticket.status.value == args.status]
    rows.sort(key=lambda tf: (-tf.ticket.severity.rank, tf.ticket.id))
    if args.format == "json":
        print(json.dumps([{**tf.ticket.front_matter(), "file": str(tf.path)} for tf in rows], indent=2))
    else:
        for tf in rows:
            t = tf.ticket
            print(f"{t.id}  {t.status.value:<11}  {t.severity.value:<8}  {t.title}  ({t.locations[0]})")
        print(f"{len(rows)} ticket(s)", file=sys.stderr)
    for path, reason in corrupt:
        print(f"twokey: corrupt ticket {path}: {reason} (left untouched)", file=sys.stderr)
    return int(ExitCode.NEEDS_PERSON if corrupt else ExitCode.DONE)


def show_ticket(args: argparse.Namespace) -> int:
    ticket_file = _backlog(args).find(args.ticket_id.upper())
    print(ticket_file.path.read_text(encoding="utf-8"), end="")
    return 0
