"""`twokey tickets list|show|set`: read the backlog, and record a person's status decision.

Only `set` writes, and only through the backlog store: under its lock, atomically, with the
change (who, when, from what, why) appended to the ticket's history. No run ever calls it.
"""

from __future__ import annotations

import argparse
import getpass
import json
import sys
from datetime import UTC, datetime
from pathlib import Path

import git

from tickets.models import TicketStatus
from tickets.records import StatusChange
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


# The statuses a person sets; in-progress and obsolete are the fix flow's and the audit's to set.
PERSON_STATUSES = (TicketStatus.OPEN.value, TicketStatus.WONTFIX.value, TicketStatus.FIXED.value)


def set_status(args: argparse.Namespace) -> int:
    reason = args.reason.strip()
    if not reason:
        raise UsageError("--reason is empty; say why the status changes (it is recorded in the ticket's history)")
    backlog = _backlog(args)
    change = StatusChange(time=datetime.now(UTC), by=_person(args.repo), previous=TicketStatus(args.status),
                          status=TicketStatus(args.status), reason=reason)
    ticket, changed = backlog.set_status(args.ticket_id, change)
    path = backlog.find(ticket.id).path
    if not changed:
        print(f"{ticket.id} is already {ticket.status.value}; nothing was changed")
        return int(ExitCode.DONE)
    recorded = ticket.history[-1]
    print(f"{ticket.id}: {recorded.previous.value} -> {ticket.status.value} by {recorded.by} ({reason}); "
          f"recorded in {path}")
    return int(ExitCode.DONE)


def _person(repo: Path) -> str:
    """Who is deciding: git's user.name and user.email for the repository, else the login name."""
    try:
        reader = git.Repo(repo, search_parent_directories=True).config_reader()
        name, email = reader.get_value("user", "name", default=""), reader.get_value("user", "email", default="")
    except (git.InvalidGitRepositoryError, git.NoSuchPathError):
        name, email = "", ""
    if name:
        return f"{name} <{email}>" if email else str(name)
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "unknown"
