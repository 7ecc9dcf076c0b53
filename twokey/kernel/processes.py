"""Worker processes that run this process's own code: the forkserver every pool of twokey starts them from.

Owns how worker processes are started. A forkserver is started once per process, as `python -c ...`, and
imports the modules it preloads (the providers' analysers) before it forks any worker; Python 3.11's
forkserver ignores the import path it is handed, so those imports search the current folder first. Run
from inside another checkout of twokey (a developer's clone, a branch's worktree), the workers would hold
that checkout's analysers while this process runs its own, and one audit would mix two versions' answers
(or fail on a summary one version does not know). So the forkserver is started here, with this process's
import path, the current folder in it only where this process has it, and otherwise kept out
(`PYTHONSAFEPATH`). The environment is set only while it starts: nothing else this process runs (a test
command, git, an agent CLI) sees it.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
from collections.abc import Sequence
from multiprocessing import forkserver
from multiprocessing.context import BaseContext

_STARTING_ENVIRONMENT = ("PYTHONPATH", "PYTHONSAFEPATH")


def forkserver_context(preload: Sequence[str] = ()) -> BaseContext:
    """The forkserver context, its server running with this process's import path. PRELOAD, modules the server
    imports once for every worker, counts only if the server is not running yet (the first caller's wins)."""
    context = multiprocessing.get_context("forkserver")  # never fork a process that may run threads
    if preload:
        context.set_forkserver_preload(list(preload))
    saved = {name: os.environ.get(name) for name in _STARTING_ENVIRONMENT}
    os.environ["PYTHONPATH"] = os.pathsep.join(entry or os.getcwd() for entry in sys.path)
    os.environ["PYTHONSAFEPATH"] = "1"
    try:
        forkserver.ensure_running()
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
    return context
