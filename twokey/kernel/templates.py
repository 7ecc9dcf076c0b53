"""The one way twokey builds a Jinja2 environment for its rendered texts (tickets, summaries, fix reports).

Owns the settings every template shares and the compiled-template cache: Jinja2 compiles a template's
source to Python on first use, which costs a short run (a nightly re-audit of unchanged code renders
its summary and little else) more than rendering does. Compiled templates are kept in twokey's state
folder by Jinja2's own `FileSystemBytecodeCache`, keyed by the template's name and checked against a
hash of its source, so an edited template is compiled again. A state folder that cannot be written
only costs the compilation.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

import jinja2

from twokey.kernel.paths import state_home

Filters = Mapping[str, Callable[..., Any]]


def environment(package: str, filters: Filters | None = None) -> jinja2.Environment:
    """An environment over PACKAGE's `templates` folder with FILTERS: Markdown and plain text (no HTML
    escaping), undefined names are errors, block tags leave no blank lines, files keep their final newline.
    One per package and state folder, asked for at render time, so the cache follows `TWOKEY_HOME`."""
    env = _environment(package, state_home())
    env.filters.update(filters or {})
    return env


@cache
def _environment(package: str, home: Path) -> jinja2.Environment:
    return jinja2.Environment(loader=jinja2.PackageLoader(package, "templates"), autoescape=False,
                              undefined=jinja2.StrictUndefined, keep_trailing_newline=True,
                              trim_blocks=True, lstrip_blocks=True, bytecode_cache=_bytecode_cache(home))


def _bytecode_cache(home: Path) -> jinja2.BytecodeCache | None:
    folder = home / "cache" / "templates"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return jinja2.FileSystemBytecodeCache(str(folder))
