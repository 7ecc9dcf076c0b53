"""Shared fixtures: isolated state folders, small git repositories, and one loopback Prefect server.

Prefect's home, twokey's state and every repository live under pytest's temporary
folders. Only tests marked `prefect` touch a server: the one `.ci/run` started (via
TEST_PREFECT_API_URL), or else one this session starts on 127.0.0.1 for the whole run.
"""

from __future__ import annotations

import logging
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import git
import pytest

# Fixtures of their own modules: the fake agent CLIs on PATH (`fake_clis`).
pytest_plugins = ("tests.cli_support",)

# The one loopback server `.ci/run` started for this run, if any. It is read from a variable of
# its own, so a caller's PREFECT_API_URL (their own server) never leaks into the tests.
SHARED_SERVER_VARIABLE = "TEST_PREFECT_API_URL"


def _isolate_environment() -> str:
    """Drop the caller's PREFECT_* and TWOKEY_* variables; give Prefect a fresh home of its own."""
    for name in [name for name in os.environ if name.startswith(("PREFECT_", "TWOKEY_"))]:
        del os.environ[name]
    home = tempfile.mkdtemp(prefix="twokey-prefect-home-")
    os.environ.update(PREFECT_HOME=home, PREFECT_SERVER_ANALYTICS_ENABLED="false", DO_NOT_TRACK="1",
                      PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS="120",
                      PREFECT_LOGGING_TO_API_WHEN_MISSING_FLOW="ignore")
    return home


_PREFECT_HOME = _isolate_environment()


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Leave nothing in the temp folder: Prefect's home of this run goes with it."""
    shutil.rmtree(_PREFECT_HOME, ignore_errors=True)
    # A temporary Prefect server started in-process logs "stopping" at interpreter exit, after pytest has
    # closed the captured streams; without this, logging prints a traceback under the summary line.
    logging.raiseExceptions = False


@pytest.fixture(autouse=True)
def _isolated_state(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TWOKEY_HOME", str(tmp_path / "twokey-home"))


def make_repo(root: Path, files: dict[str, str | bytes], message: str = "initial") -> git.Repo:
    """A real git repository at ROOT with FILES committed on `main`."""
    repo = git.Repo.init(root, initial_branch="main")
    with repo.config_writer() as config:
        config.set_value("user", "name", "Test")
        config.set_value("user", "email", "test@example.invalid")
    commit_files(repo, files, message)
    return repo


def commit_files(repo: git.Repo, files: dict[str, str | bytes], message: str = "change") -> str:
    root = Path(repo.working_tree_dir)
    for relative, content in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
    repo.git.add(A=True)
    repo.index.commit(message)
    return repo.head.commit.hexsha


@pytest.fixture
def repo_factory(tmp_path: Path):
    def factory(files: dict[str, str | bytes], name: str = "target") -> git.Repo:
        return make_repo(tmp_path / name, files)

    return factory


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _healthy(api_url: str) -> bool:
    try:
        with urllib.request.urlopen(f"{api_url}/health", timeout=2) as response:
            return response.status == 200
    except OSError:
        return False


@pytest.fixture(scope="session")
def prefect_api() -> Iterator[str]:
    """The API URL of a loopback Prefect server shared by every test in the run."""
    existing = os.environ.get(SHARED_SERVER_VARIABLE)
    if existing:
        yield existing
        return
    port = _free_port()
    api_url = f"http://127.0.0.1:{port}/api"
    server = subprocess.Popen(
        [sys.executable, "-m", "prefect", "server", "start", "--host", "127.0.0.1", "--port", str(port)],
        # The UI asks PREFECT_UI_API_URL for data (default port 4200): point it at this server's own port.
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env={**os.environ, "PREFECT_UI_API_URL": api_url})
    deadline = time.monotonic() + 120
    # Polling for readiness of a server we started ourselves; not a sleep in a test's logic.
    while not _healthy(api_url):
        if server.poll() is not None or time.monotonic() > deadline:
            server.kill()
            pytest.fail("the loopback Prefect server did not become healthy within 120 s")
        time.sleep(0.25)
    os.environ["PREFECT_API_URL"] = api_url
    try:
        yield api_url
    finally:
        _drain_prefect_workers()
        os.environ.pop("PREFECT_API_URL", None)
        server.terminate()
        server.wait(timeout=30)


def _drain_prefect_workers() -> None:
    """Flush queued logs and events while the server still answers, as prefect_test_harness does."""
    from prefect.events.worker import EventsWorker
    from prefect.logging.handlers import APILogWorker

    try:
        APILogWorker.instance().drain()
    except RuntimeError:
        pass  # the worker never started
    EventsWorker.drain_all()


def eventually(probe, timeout: float = 30.0):
    """Poll PROBE until it returns something truthy: the server records task runs from events, asynchronously."""
    deadline = time.monotonic() + timeout
    while True:
        result = probe()
        if result or time.monotonic() > deadline:
            return result
        time.sleep(0.2)


@pytest.fixture
def prefect_settings(prefect_api: str) -> Iterator[str]:
    """Point Prefect at the shared server, without heartbeats (they add ~1 s per sync flow)."""
    from prefect.settings import (
        PREFECT_API_URL,
        PREFECT_FLOWS_HEARTBEAT_FREQUENCY,
        temporary_settings,
    )

    with temporary_settings({PREFECT_API_URL: prefect_api, PREFECT_FLOWS_HEARTBEAT_FREQUENCY: None}):
        yield prefect_api
