"""The lines of a module that run only when a developer starts the module by hand: its self-test.

Owns two questions of the pattern slot: which lines of a package's module are its `__main__` block itself (a demo's
scratch files there harm no one: SELF_TEST_CATEGORIES), and one of the credential verdict. A
package's module is imported, not run; its `if __name__ == "__main__":` block, and the module's functions that
only that block calls (`async def amain(): ...` then `asyncio.run(amain())`), run only when someone starts the
module itself, which its developer does against a machine of their own:

    if __name__ == "__main__":
        url = "smb2+ntlm-password://TEST\\Administrator:Passw0rd!1@10.10.10.2"
        asyncio.run(amain(url))

When every host such a self-test names is a private-network, loopback or reserved test address
(RFC 1918, RFC 6761, the names ICANN will never delegate), the credentials written there log into
a lab nobody outside it can reach. A self-test that names any other host, or names none, may be
logging into a real service, and keeps its credentials. Whether the module belongs to a package
(so that it is imported, not run) is the verdict's to check: it alone sees the other files.
"""

from __future__ import annotations

import ast
import ipaddress
import re
from collections.abc import Callable
from pathlib import PurePosixPath
from typing import NamedTuple
from urllib.parse import urlsplit

from agent_providers.builtin.python_idioms import is_main_test

# Top-level names that are no public host's: reserved for tests and documentation (RFC 2606, RFC 6761), local
# networks (RFC 6762's .local, home.arpa) and the private-use names ICANN withholds from delegation.
_LAB_SUFFIXES = (".test", ".example", ".invalid", ".localhost", ".local", ".localdomain", ".lan", ".internal",
                 ".corp", ".home", ".home.arpa")
_HOST_NAME = re.compile(r"^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$", re.IGNORECASE)
_URL = re.compile(r"^[a-z][a-z0-9+.-]*://", re.IGNORECASE)
_PORT = re.compile(r":\d{1,5}$")
_HOST_KEYS = ("dc", "host", "server", "kdc", "proxy")  # query keys naming another machine (`?dc=10.10.10.2`)


class SelfTest(NamedTuple):
    start: int  # first line of the `__main__` block, or of a function only it calls
    end: int
    guard: int  # the line of the `__main__` test
    hosts: tuple[str, ...]  # every host the self-test names, in order of lines
    lab: bool  # it names at least one host, and every one is a lab's


def self_tests(tree: ast.Module) -> list[SelfTest]:
    """The module's `__main__` block and the module-level functions that only it calls, each with the hosts the
    whole self-test names (one verdict for all of it: the block hands its URL to the function, or the reverse)."""
    guard = _main_guard(tree)
    if guard is None:
        return []
    regions = [(guard.lineno, guard.end_lineno or guard.lineno)]
    outside_guard = [node for stmt in tree.body if stmt is not guard for node in ast.walk(stmt)]
    called_elsewhere = {node.id for node in outside_guard if isinstance(node, ast.Name)} \
        | {node.attr for node in outside_guard if isinstance(node, ast.Attribute)}
    called_by_guard = {node.id for node in ast.walk(guard) if isinstance(node, ast.Name)}
    for stmt in tree.body:
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef) and stmt.name in called_by_guard \
                and stmt.name not in called_elsewhere and not stmt.decorator_list:
            regions.append((stmt.lineno, stmt.end_lineno or stmt.lineno))
    hosts: list[str] = []
    for start, end in sorted(regions):
        hosts.extend(host for node in ast.walk(tree) if isinstance(node, ast.Constant)
                     and isinstance(node.value, str) and start <= node.lineno <= end
                     for host in _hosts(node.value))
    lab = bool(hosts) and all(lab_host(host) for host in hosts)
    return [SelfTest(start, end, guard.lineno, tuple(hosts), lab) for start, end in regions]


# What a self-test's own lines may do with no victim but the developer running it: scratch in /tmp (mailpile's
# streamer test). Not a random value or a digest: a tool run by hand may print a production key it drew or store an
# administrator's password hash (`python -m app.keygen`), whoever runs it.
SELF_TEST_CATEGORIES = frozenset({"insecure-tempfile"})


def main_block_lines(tree: ast.Module) -> tuple[int, int, int] | None:
    """(first, last line of the body, line of the test) of the module's `if __name__ == "__main__":` block; not its
    `else`, which runs when the module is imported."""
    guard = _main_guard(tree, equal_only=True)
    if guard is None or not guard.body:  # `if __name__ != "__main__":` runs on import
        return None
    return guard.body[0].lineno, guard.body[-1].end_lineno or guard.body[-1].lineno, guard.lineno


def _main_guard(tree: ast.Module, equal_only: bool = False) -> ast.If | None:
    """The module's first top-level `if` testing `__name__` against "__main__" (with EQUAL_ONLY, by `==` alone)."""
    return next((node for node in tree.body if isinstance(node, ast.If) and is_main_test(node.test)
                 and (not equal_only or isinstance(node.test, ast.Compare) and isinstance(node.test.ops[0], ast.Eq))),
                None)


def in_package(path: str, exists: Callable[[str], bool]) -> bool:
    """Whether the module at PATH belongs to a package (its folder has an `__init__.py`; EXISTS answers whether a
    path is in the snapshot): imported, not run, so its `__main__` block runs only by hand. A package's own
    `__main__.py` is the program `python -m package` runs, never imported."""
    return PurePosixPath(path).name != "__main__.py" and exists(str(PurePosixPath(path).parent / "__init__.py"))


def in_lab_self_test(tests: list[SelfTest], line: int) -> SelfTest | None:
    """The self-test LINE is in, when every host it names is a lab's."""
    return next((t for t in tests if t.lab and t.start <= line <= t.end), None)


def lab_host(host: str) -> bool:
    """A private-network, loopback or link-local address, or a name no public DNS will ever resolve."""
    try:
        address = ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        name = host.lower().rstrip(".")
        # a numeric name that is no address (`10.10.10.10.2`): no top-level domain is numeric, so no DNS has it
        return name == "localhost" or name.endswith(_LAB_SUFFIXES) or name.rpartition(".")[2].isdigit()
    return address.is_private or address.is_loopback or address.is_link_local


def _hosts(text: str) -> list[str]:
    """The hosts a literal names: a URL's (and the machines its query names), or the literal itself when it is an
    address or a dotted host name (`ip = '10.10.10.2'`), with or without a port."""
    text = text.strip()
    if _URL.match(text):
        try:
            parts = urlsplit(text)
            found = [parts.hostname] if parts.hostname else []
        except ValueError:
            return []
        for pair in parts.query.split("&"):
            key, _, value = pair.partition("=")
            if key.lower() in _HOST_KEYS and value:
                found.extend(_hosts(value))
        return found
    host = _PORT.sub("", text)  # `"db.acme.com:5432"`, `"10.0.0.5:6379"`: the machine, whatever port
    try:
        ipaddress.ip_address(host)
        return [host]
    except ValueError:
        pass
    return [host] if _HOST_NAME.match(host) and not host[-1].isdigit() and _known_suffix(host) else []


def _known_suffix(name: str) -> bool:
    """A dotted word is taken for a host only when it ends in a lab's suffix or a common public one: most dotted
    words in code are module paths or file names (`settings.py`), not hosts."""
    return name.lower().endswith(_LAB_SUFFIXES + (".com", ".org", ".net", ".io", ".edu", ".gov"))

