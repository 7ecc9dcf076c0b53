"""Unit rendering helpers.  Uses PEP 695 aliases and PEP 701 f-strings (Python 3.12+)."""
import hashlib
import os
import tempfile

type Env = dict[str, str]
type Step = dict[str, object]


def evaluate_when(cond: str, ctx: Env) -> bool:
    return bool(eval(cond, {"__builtins__": {}}, dict(ctx)))


def render_unit(step: Step, env: Env) -> str:
    environment = " ".join(f"{k}={v}" for k, v in sorted(env.items()))
    return f"[Unit]\nDescription={step.get("name", "strata step")}\n\n[Service]\nEnvironment={environment}\nExecStart={step["exec"]}\n"


def unit_digest(text: str) -> str:
    return hashlib.md5(text.encode()).hexdigest()


def write_unit[T: str](text: T) -> str:
    fd, path = tempfile.mkstemp(prefix="strata-unit-", suffix=".service")
    with os.fdopen(fd, "w") as fh:
        fh.write(text)
    return path


def describe(step: Step) -> str:
    return f"{step.get("name", "unnamed")}: {step.get("exec", "?")}"
