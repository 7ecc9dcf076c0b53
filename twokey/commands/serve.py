"""`twokey serve`: register each repository's nightly audit and on-demand fix, then serve them.

The repositories come from a nightly config (`--config FILE`) or one `--repo`. Everything that
can be wrong is checked before anything is registered: the config, every repository, and a
Prefect server that answers. `--prefect-yaml FILE --pool NAME` writes the same deployments for
`prefect deploy` instead, and needs no server.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from twokey.commands.settings_flags import overrides_from
from twokey.kernel.errors import PrefectUnavailable, UsageError
from twokey.kernel.nightly import NightlyRepository, load_nightly
from twokey.kernel.status import ExitCode


def add_arguments(serve: argparse.ArgumentParser) -> None:
    serve.add_argument("--config", type=Path, metavar="FILE",
                       help="a nightly config: [[repositories]] tables with path (and cron, timezone, any setting)")
    serve.add_argument("--prefect-yaml", type=Path, metavar="FILE",
                       help="write the deployments to FILE for `prefect deploy --all` instead of serving them")
    serve.add_argument("--pool", metavar="NAME", help="the work pool named in --prefect-yaml's deployments")
    serve.add_argument("--run-now", action="store_true",
                       help="also start each nightly audit once, now (to check a set-up, or catch up a missed night)")


def repositories(args: argparse.Namespace) -> list[NightlyRepository]:
    from flows.prefect_glue.deployments import single_repository

    flags = overrides_from(args)
    if args.config is not None:
        if args.repo is not None:
            raise UsageError("give --config FILE or --repo PATH, not both (list the repository in the config)")
        return load_nightly(args.config, flags)
    return [single_repository(args.repo or Path("."), flags)]


def run(args: argparse.Namespace) -> int:
    if (args.prefect_yaml is None) != (args.pool is None):
        raise UsageError("--prefect-yaml FILE and --pool NAME go together (the work pool the deployments run on)")
    chosen = repositories(args)
    if args.prefect_yaml is not None:
        return _write_yaml(chosen, args.prefect_yaml, args.pool)
    from flows.prefect_glue.api import serving_problem

    problem = serving_problem()
    if problem is not None:
        raise PrefectUnavailable(problem)
    _announce(chosen)
    from flows.prefect_glue.deployments import serve

    serve(chosen, run_now=args.run_now)
    return int(ExitCode.DONE)


def _write_yaml(chosen: list[NightlyRepository], path: Path, pool: str) -> int:
    from flows.prefect_glue.deployments import prefect_yaml
    from tickets.store import atomic_write

    atomic_write(path.expanduser().resolve(), prefect_yaml(chosen, pool))
    print(f"wrote {len(chosen) * 2} deployments to {path}; next: `prefect work-pool create {pool} --type process`, "
          f"`prefect --no-prompt deploy --all --prefect-file {path}`, `prefect worker start --pool {pool}`")
    return int(ExitCode.DONE)


def _announce(chosen: list[NightlyRepository]) -> None:
    from flows.prefect_glue.deployments import specs

    for repository in chosen:
        audit, fix = specs(repository)
        print(f"twokey: {repository.root}: audit/{audit.name} at '{audit.cron}' ({audit.timezone}), "
              f"fix/{fix.name} on demand", file=sys.stderr, flush=True)
