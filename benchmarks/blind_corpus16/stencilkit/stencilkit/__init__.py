"""stencilkit: document templating helpers.

All public functions treat their arguments as untrusted: callers routinely pass
end-user input straight through.
"""
from .cache import load_defaults, loads_cached, scratch_path
from .expr import evaluate, make_accessor
from .htmlout import render_table
from .ldaputil import find_members
from .remote import include_remote, redirect_app
from .shell import to_pdf, to_png
from .signing import sign, verify
from .tokens import backoff_delays, new_token
from .xmlutil import parse, parse_strict, select_by_id

__all__ = [
    "evaluate", "make_accessor", "load_defaults", "loads_cached", "scratch_path", "render_table", "find_members",
    "include_remote", "redirect_app", "to_pdf", "to_png", "sign", "verify", "backoff_delays", "new_token",
    "parse", "parse_strict", "select_by_id",
]
