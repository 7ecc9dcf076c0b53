"""`twokey doctor`: check that this machine can run an audit, and say what is missing.

It reports only what twokey can use: its required packages, git, the state folder, the Prefect
API, the providers registered here (the only ones a flag can name), and the test runners the fix
flow can pick, with what to install for those that are absent. For the agent CLIs it shows where
each was found and its version, and which key variables are set, by name, never a value. It only
reads: versions, executables on PATH, the provider registry, whether the state folder is writable
and, when `PREFECT_API_URL` is set, whether that Prefect server answers.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from importlib.metadata import PackageNotFoundError, version

from flows.prefect_glue.api import api_problem, configured_api_url
from twokey.kernel.paths import state_home

REQUIRED = ("prefect", "pydantic", "gitpython", "jinja2", "bandit", "pyyaml")
# Runners the fix flow uses when a repository is set up for them (flows.fix.test_env), and how to get each.
TEST_RUNNERS = {"make": "apt-get install make", "tox": "pip install tox", "nox": "pip install nox",
                "poetry": "pipx install poetry", "uv": "pipx install uv"}


def _package(name: str) -> tuple[bool, str]:
    try:
        return True, version(name)
    except PackageNotFoundError:
        return False, f"missing: pip install {name}"


def _state_writable() -> tuple[bool, str]:
    home = state_home()
    try:
        home.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=home):
            pass
    except OSError as error:
        return False, f"{home} is not writable ({error.strerror}); set TWOKEY_HOME to a writable folder"
    return True, str(home)


def _prefect_api() -> tuple[bool, str]:
    url = configured_api_url()
    if not url:
        return True, "not set: each audit starts a temporary local server (10-17 s); set PREFECT_API_URL to reuse one"
    problem = api_problem()
    if problem is not None:
        return False, f"{problem}; start it with `prefect server start --host 127.0.0.1`"
    return True, f"{url} is healthy"


def checks() -> list[tuple[str, bool, str]]:
    rows = [("python", sys.version_info >= (3, 11), sys.version.split()[0])]
    rows += [(name, *_package(name)) for name in REQUIRED]
    rows.append(("git", shutil.which("git") is not None, shutil.which("git") or "missing: install git"))
    rows.append(("state folder", *_state_writable()))
    rows.append(("prefect api", *_prefect_api()))
    rows += provider_rows()
    rows += _providers()
    for runner, install in TEST_RUNNERS.items():
        where = shutil.which(runner)
        rows.append((f"{runner} (optional)", True, where or f"not installed; fix runs in repositories that use "
                                                           f"{runner} need it: {install}"))
    return rows


def provider_rows() -> list[tuple[str, bool, str]]:
    """What each registered provider says about itself (the agent CLIs: where, version, which keys by name)."""
    from agent_providers.registry import available, provider_for
    from tickets.models import Slot
    from twokey.kernel.errors import TwokeyError
    from twokey.kernel.settings import load_settings

    try:
        settings = load_settings(None).settings  # defaults and TWOKEY_* only: doctor looks at no repository
    except TwokeyError as error:
        return [("settings", False, error.show())]
    rows: list[tuple[str, bool, str]] = []
    for registration in available():
        try:
            provider = provider_for(registration.name, sorted(registration.roles)[0], Slot.AGENT_A, settings)
        except TwokeyError:
            continue
        describe = getattr(provider, "doctor_rows", None)
        rows += describe() if callable(describe) else []
    return rows


def _providers() -> list[tuple[str, bool, str]]:
    """Each provider a flag can name here, from the one registry; nothing that is not registered."""
    from agent_providers.registry import available

    return [(f"provider {registration.name}", True,
             f"{', '.join(sorted(role.value for role in registration.roles))}: {registration.summary}")
            for registration in available()]


def run() -> int:
    rows = checks()
    for name, ok, detail in rows:
        print(f"{'ok ' if ok else 'FAIL'}  {name:<22} {detail}")
    failed = [name for name, ok, _ in rows if not ok]
    print("twokey doctor: all checks passed" if not failed else f"twokey doctor: {len(failed)} check(s) failed")
    return 0 if not failed else 1
