"""The `twokey` command line: parse, pre-flight the input, run, print the result.

Results go to stdout (and only the requested document for json/sarif); progress, logs and
Prefect output go to stderr. Errors present themselves (`TwokeyError.show`): one line, the
exit code of SPEC, no traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from tickets.models import TicketStatus
from twokey.commands.settings_flags import (
    AUDIT_KEYS,
    SERVE_KEYS,
    add_setting_flags,
)
from twokey.kernel.errors import FileSystemError, TwokeyError, UsageError
from twokey.kernel.settings import KEYS
from twokey.kernel.status import ExitCode


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line and exit code 2, like every other bad input."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see `{self.prog} --help`)")


def _add_audit(commands, providers: dict[str, str]) -> None:
    audit = commands.add_parser("audit", help="audit a git repository and update its backlog")
    audit.add_argument("path", nargs="?", help="the repository to audit (omit with --sample)")
    audit.add_argument("--sample", action="store_true", help="audit the bundled legacy sample (made into a git repo)")
    audit.add_argument("--sample-dir", type=Path, help="where to create the sample repository")
    audit.add_argument("--commit", help="the commit, branch or tag to pin (default HEAD)")
    audit.add_argument("--format", choices=("text", "json", "sarif"), default="text", help="what to print on stdout")
    add_setting_flags(audit, AUDIT_KEYS, providers)
    audit.add_argument("--wait", type=float, default=0.0, metavar="SECONDS",
                       help="wait this long for another audit of the same backlog to finish (default: exit at once)")
    audit.add_argument("--no-prefect", action="store_true",
                       help="run the same audit without recording it in Prefect")
    audit.set_defaults(handler=_run_audit)


def _add_tickets(commands) -> None:
    from twokey.commands.tickets import PERSON_STATUSES

    tickets = commands.add_parser("tickets", help="read the backlog, and set a ticket's status by hand")
    actions = tickets.add_subparsers(dest="action", required=True, parser_class=_Parser)
    listing = actions.add_parser("list", help="list tickets")
    show = actions.add_parser("show", help="print one ticket")
    show.add_argument("ticket_id", metavar="TICKET", help="a ticket id such as TK-0001 (or TK-1)")
    setter = actions.add_parser("set", help="set a ticket's status (a person's decision, kept in its history)")
    setter.add_argument("ticket_id", metavar="TICKET", help="a ticket id such as TK-0007 (or TK-7)")
    setter.add_argument("status", choices=PERSON_STATUSES,
                        help="open: reopen (e.g. its fix branch was deleted); wontfix: accepted as it is, kept out "
                             "of --fail-on and marked suppressed in SARIF; fixed: fixed outside twokey")
    setter.add_argument("--reason", required=True, help="why (recorded with your name and the time)")
    setter.set_defaults(handler=_run_tickets_set)
    for sub in (listing, show, setter):
        sub.add_argument("--repo", type=Path, default=Path("."), help="the repository (default .)")
        sub.add_argument("--backlog", type=Path, help="the backlog folder (default <repo>/docs/backlog)")
    listing.add_argument("--status", choices=[status.value for status in TicketStatus],
                         help="only tickets with this status")
    listing.add_argument("--format", choices=("text", "json"), default="text",
                         help="text: one line per ticket; json: every ticket's front matter and file (default text)")
    listing.set_defaults(handler=_run_tickets_list)
    show.set_defaults(handler=_run_tickets_show)


def _add_fix(commands, providers: dict[str, str]) -> None:
    from twokey.commands.fix import add_arguments

    fix = commands.add_parser("fix", help="fix one ticket on a new branch through the writer/critic gates")
    add_arguments(fix)
    fix.set_defaults(handler=_run_fix)
    serve = commands.add_parser("serve", help="serve a nightly audit and an on-demand fix deployment per repository")
    serve.add_argument("--repo", type=Path, help="the repository, when there is no --config (default .)")
    _add_serve(serve)
    add_setting_flags(serve, SERVE_KEYS, providers)
    serve.set_defaults(handler=_run_serve)


def _add_runs(commands) -> None:
    runs = commands.add_parser("runs", help="a person's verbs on past runs: list, show, retry, resolve, stop")
    actions = runs.add_subparsers(dest="action", required=True, parser_class=_Parser)
    listing = actions.add_parser("list", help="every run here, its status and cost")
    show = actions.add_parser("show", help="one run: status, spend, the call in flight, what to do next")
    retry = actions.add_parser("retry", help="re-run a blocked or waiting_quota run (or a resolved ambiguous one) "
                                             "with what its ceilings have left; never raises a ceiling")
    resolve = actions.add_parser("resolve", help="say whether an ambiguous run's last call landed")
    stop = actions.add_parser("stop", help="stop a running run before its next call, or close one that waits")
    for sub in (show, retry, resolve, stop):
        sub.add_argument("run_id", metavar="RUN", help="a run id, as `twokey runs list` prints it")
    for sub in (listing, show, retry):
        sub.add_argument("--format", choices=("text", "json"), default="text")
    retry.add_argument("--no-prefect", action="store_true", help="re-run without recording it in Prefect")
    resolve.add_argument("--landed", choices=("yes", "no"), required=True,
                         help="whether the provider processed (and charged) the call whose outcome was unknown")
    resolve.add_argument("--spent-usd", type=float, metavar="X", help="what that call cost, if it landed")
    resolve.add_argument("--spent-tokens", type=int, metavar="N", help="the tokens it used, if it landed")
    for sub, handler in ((listing, _run_runs_list), (show, _run_runs_show), (retry, _run_runs_retry),
                         (resolve, _run_runs_resolve), (stop, _run_runs_stop)):
        sub.set_defaults(handler=handler)


def _run_runs_list(args: argparse.Namespace) -> int:
    from twokey.commands.runs import list_runs

    return list_runs(args)


def _run_runs_show(args: argparse.Namespace) -> int:
    from twokey.commands.runs import show_run

    return show_run(args)


def _run_runs_retry(args: argparse.Namespace) -> int:
    from twokey.commands.audit import run_again
    from twokey.commands.runs import retry_run

    return retry_run(args, lambda **request: run_again(args, _progress, **request))


def _run_runs_resolve(args: argparse.Namespace) -> int:
    from twokey.commands.runs import resolve_run

    return resolve_run(args)


def _run_runs_stop(args: argparse.Namespace) -> int:
    from twokey.commands.runs import stop_run

    return stop_run(args)
def _add_serve(serve) -> None:
    from twokey.commands.serve import add_arguments

    add_arguments(serve)


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("twokey")
    except PackageNotFoundError:  # run from a source tree that was never installed
        return "unknown (not installed)"


_HELP_FLAGS = frozenset({"-h", "--help"})


def _provider_help(listed: bool) -> dict[str, str]:
    """The provider flags' help: every installed provider when LISTED (help will be shown; listing them imports
    every plugin, a tenth of an unchanged re-audit's time), else where to find them."""
    if listed:
        from agent_providers.registry import describe_specs

        specs = f"providers here: {describe_specs()}"
    else:
        specs = "a provider spec name[:model] (`twokey audit --help` or `twokey doctor` lists those installed)"
    return {"agent_a": specs, "agent_b": specs, "writer": specs, "critic": specs}


def build_parser(list_providers: bool = True) -> argparse.ArgumentParser:
    parser = _Parser(prog="twokey", description="Adversarial two-key audits of legacy code.")
    parser.add_argument("--version", action="version", version=f"twokey {_version()}")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    providers = _provider_help(list_providers)
    _add_audit(commands, providers)
    _add_tickets(commands)
    _add_fix(commands, providers)
    _add_runs(commands)
    doctor = commands.add_parser("doctor", help="check this machine can run twokey")
    doctor.set_defaults(handler=_run_doctor)
    _add_config(commands)
    _teach(parser)
    return parser


def _teach(parser: argparse.ArgumentParser) -> None:
    """End every command's help with real examples and its exit codes, laid out as written."""
    from twokey.commands.help_text import epilog

    parser.epilog = epilog(parser.prog.removeprefix("twokey").strip())
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                _teach(sub)


def _add_config(commands) -> None:
    config = commands.add_parser("config", help="show the effective settings and where each came from")
    actions = config.add_subparsers(dest="action", required=True, parser_class=_Parser)
    show = actions.add_parser("show", help="print every setting, its value and its source "
                                           "(default, pyproject.toml [tool.twokey], twokey.toml, TWOKEY_*, a flag)")
    show.add_argument("--repo", type=Path, default=Path("."), help="the repository whose config is read (default .)")
    show.add_argument("--format", choices=("text", "json"), default="text", help="what to print on stdout")
    add_setting_flags(show, KEYS)
    show.set_defaults(handler=_run_config_show)


def _run_config_show(args: argparse.Namespace) -> int:
    from twokey.commands.config import show

    return show(args)


def _progress(message: str) -> None:
    print(f"twokey: {message}", file=sys.stderr, flush=True)


def _run_audit(args: argparse.Namespace) -> int:
    from twokey.commands.audit import run

    return run(args, progress=_progress)


def _run_tickets_list(args: argparse.Namespace) -> int:
    from twokey.commands.tickets import list_tickets

    return list_tickets(args)


def _run_tickets_show(args: argparse.Namespace) -> int:
    from twokey.commands.tickets import show_ticket

    return show_ticket(args)


def _run_tickets_set(args: argparse.Namespace) -> int:
    from twokey.commands.tickets import set_status

    return set_status(args)


def _run_fix(args: argparse.Namespace) -> int:
    from twokey.commands.fix import run

    return run(args, progress=_progress)


def _run_serve(args: argparse.Namespace) -> int:
    from twokey.commands.serve import run

    return run(args)


def _run_doctor(args: argparse.Namespace) -> int:
    from twokey.commands.doctor import run

    return run()


def _keep_prefect_on_this_machine() -> None:
    """Prefect's telemetry would post to the internet; twokey never sends traffic off the machine unasked."""
    os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
    os.environ.setdefault("DO_NOT_TRACK", "1")
    # Without PREFECT_API_URL Prefect starts a temporary server; on a busy 2-core machine it needs more
    # than Prefect's default startup time (FACTS: 120 s worked), or the first audit fails.
    os.environ.setdefault("PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS", "120")


def main(argv: Sequence[str] | None = None) -> int:
    _keep_prefect_on_this_machine()
    words = list(sys.argv[1:] if argv is None else argv)
    try:
        args = build_parser(list_providers=bool(_HELP_FLAGS & set(words))).parse_args(words)
        return args.handler(args)
    except BrokenPipeError:  # the reader of stdout went away (`| head`); nothing left to say
        return int(ExitCode.DONE)
    except (TwokeyError, OSError) as raised:
        error = FileSystemError.from_os_error(raised) if isinstance(raised, OSError) else raised
        print(error.show(), file=sys.stderr)
        return int(error.exit_code)
    except KeyboardInterrupt:
        print("twokey: interrupted; ticket writes are atomic, so nothing is half-written: run again to recover",
              file=sys.stderr)
        return int(ExitCode.STOPPED_OR_PAUSED)


if __name__ == "__main__":
    raise SystemExit(main())
