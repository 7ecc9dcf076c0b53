"""`twokey config show`: the effective settings for a repository, and where each value came from.

It reads config files and the environment the way an audit or a fix would, and changes nothing.
"""

from __future__ import annotations

import argparse
import json

from twokey.commands.settings_flags import overrides_from
from twokey.kernel.errors import TargetError
from twokey.kernel.settings import load_settings
from twokey.kernel.snapshot import open_target
from twokey.kernel.status import ExitCode


def show(args: argparse.Namespace) -> int:
    try:
        _, target = open_target(args.repo)
        root = None if target.bare else target.root
    except TargetError:
        if not args.repo.is_dir():
            raise
        root = args.repo.resolve()  # config may be shown for a folder that is not (yet) a repository
    resolved = load_settings(root, overrides_from(args))
    rows = resolved.rows()
    if args.format == "json":
        print(json.dumps({key: {"value": value, "source": source} for key, value, source in rows}, indent=2))
        return int(ExitCode.DONE)
    width = max(len(key) for key, _, _ in rows)
    for key, value, source in rows:
        shown = json.dumps(value) if not isinstance(value, str) else value
        print(f"{key:<{width}}  {shown:<30}  {source}")
    return int(ExitCode.DONE)
