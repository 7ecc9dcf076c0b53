"""Conversion pipeline built from typed stages.  Requires Python 3.12 (PEP 695, PEP 701)."""
import hashlib
import shlex
import subprocess
from collections.abc import Callable
from dataclasses import dataclass

type Options = dict[str, str]


@dataclass
class Stage[T]:
    name: str
    fn: Callable[[T], T]

    def __call__(self, value: T) -> T:
        return self.fn(value)


def _run(cmd: str) -> bytes:
    return subprocess.run(cmd, shell=True, check=True, capture_output=True).stdout


def convert(path: str, opts: Options) -> bytes:
    """Convert ``path`` to HTML with pandoc; ``opts["from"]`` names the input format."""
    return _run(f"pandoc --from {opts["from"]} --to html5 {path}")


def convert_quoted(path: str, opts: Options) -> bytes:
    return _run(f"pandoc --from {shlex.quote(opts.get("from", "markdown"))} --to html5 {shlex.quote(path)}")


def fingerprint(data: bytes) -> str:
    return hashlib.sha1(data).hexdigest()


def chain[T](*stages: Stage[T]) -> Stage[T]:
    def run(value: T) -> T:
        for stage in stages:
            value = stage(value)
        return value

    return Stage(f"{"+".join(s.name for s in stages)}", run)
