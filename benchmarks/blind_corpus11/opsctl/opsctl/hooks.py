from __future__ import annotations

import importlib
from typing import Callable

from .inventory import Host

BUILTIN_HOOKS = {
    "drain": "opsctl.builtin_hooks:drain",
    "warm_cache": "opsctl.builtin_hooks:warm_cache",
}


def resolve(spec: str) -> Callable[[Host], None]:
    module, _, attr = spec.partition(":")
    return getattr(importlib.import_module(module), attr)


def builtin(name: str) -> Callable[[Host], None]:
    return resolve(BUILTIN_HOOKS[name])


def run_pre_deploy(host: Host) -> None:
    # inline snippets let teams customise their hosts from the inventory UI
    snippet = host.hooks.get("pre_deploy")
    if snippet:
        exec(snippet, {"host": host})
