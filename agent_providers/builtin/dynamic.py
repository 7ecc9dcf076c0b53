"""Python's run-time name lookups: what makes any function of a module reachable by a name it builds.

Owns one structural fact both builtin slots use when they decide that code is dead: a call of
`globals()`, `vars()`, `locals()` or `__import__`, or `getattr` with a computed name on anything
but `self`/`cls`, may reach any function of its module, so none of them is provably unused.

Also which module functions a host program looks up by name in the modules it loads (Jupyter Server's
`_load_jupyter_server_extension`, IPython's `load_ipython_extension`): private or not, they are called.
"""

from __future__ import annotations

import ast

DYNAMIC_LOOKUPS = frozenset({"globals", "vars", "locals", "__import__"})
# Functions a host program calls by their name in a module it loads as an extension (Jupyter Server, Notebook,
# JupyterLab, IPython).
MODULE_HOOKS = frozenset({
    "_load_jupyter_server_extension", "load_jupyter_server_extension", "_jupyter_server_extension_points",
    "_jupyter_server_extension_paths", "_jupyter_nbextension_paths", "_jupyter_labextension_paths",
    "_jupyter_bundlerextension_paths", "load_ipython_extension", "unload_ipython_extension",
})


def dynamic_lookup(call: ast.Call) -> bool:
    """globals()/vars()/locals()/__import__(), or getattr with a computed name on anything but self/cls."""
    func = call.func
    if isinstance(func, ast.Name) and func.id in DYNAMIC_LOOKUPS:
        return True
    if not (isinstance(func, ast.Name) and func.id == "getattr" and len(call.args) >= 2):
        return False
    owner, name = call.args[0], call.args[1]
    return not isinstance(name, ast.Constant) and not (isinstance(owner, ast.Name) and owner.id in ("self", "cls"))
