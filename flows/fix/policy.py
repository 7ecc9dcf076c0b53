"""The command policy for a fix: which commands an agent (or the user's test command) may run.

A table of deny rules is checked first, then a table of allow rules; anything else is
refused. The policy only decides: running and logging are the caller's. It never runs
a shell, so a pipe or a substitution is refused rather than interpreted.
"""

from __future__ import annotations

import posixpath
import re
import shlex
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from twokey.kernel.paths import is_secret_path

# Characters that only mean something to a shell: a command holding them is never run.
_SHELL_SYNTAX = re.compile(r"[|;&`<>]|\$\(|\$\{|\n")
_PYTHON = re.compile(r"^python(3(\.[0-9]+)?)?$")
GIT_READ_COMMANDS = frozenset({"status", "diff", "log", "show", "blame", "grep", "ls-files", "rev-parse",
                               "cat-file", "describe", "shortlog", "ls-tree", "merge-base"})
TEST_RUNNERS = frozenset({"pytest", "py.test", "tox", "nox"})
# Runners that run another command in a project's environment: allowed when that command is a test runner.
ENV_WRAPPERS = frozenset({"uv", "poetry", "pipenv"})
_WRAPPER_VALUE_OPTIONS = frozenset({"--with", "--python", "-p", "--extra", "--group", "--package", "--project",
                                    "--directory", "--env-file", "--index", "--index-url"})
MAKE_TEST_TARGETS = frozenset({"test", "tests", "check", "unittest", "test-unit", "unit-test"})
# tox 4 subcommands that run a test environment; `tox exec` runs any command, so it is not one of them.
_TOX_RUN = frozenset({"run", "r", "run-parallel", "p"})
SHELLS = frozenset({"sh", "bash", "dash", "zsh", "ksh", "fish", "csh", "tcsh"})
SHELL_ADVICE = ("commands run without a shell: set test_command to the runner itself, e.g. test_command = "
                "\"make test\" or \"tox -e py\" under [tool.twokey] in pyproject.toml or in twokey.toml (or "
                "--test-command), and move shell steps (cd, &&, pipes, exports) into a Makefile test target")
LINTERS = frozenset({"ruff", "flake8", "mypy", "pylint", "bandit", "pyflakes", "pycodestyle", "black", "isort"})
PYTHON_MODULES = frozenset({"pytest", "unittest", "mypy", "ruff", "flake8", "pylint", "bandit", "black", "isort",
                            "pyflakes", "pycodestyle", "compileall", "py_compile"})
# Formatters rewrite files unless asked only to check.
_CHECK_ONLY = {"black": ("--check", "--diff"), "isort": ("--check", "--check-only", "--diff")}


@dataclass(frozen=True)
class Decision:
    allowed: bool
    rule: str
    reason: str


@dataclass(frozen=True)
class Command:
    """One parsed command: its words and the raw text, for the rules to look at."""

    argv: tuple[str, ...]
    text: str

    @property
    def program(self) -> str:
        return posixpath.basename(self.argv[0]) if self.argv else ""

    def after(self, *words: str) -> tuple[str, ...]:
        """The arguments after a leading PROGRAM WORDS... prefix (e.g. `git push`)."""
        return self.argv[1 + len(words):]


Rule = tuple[str, Callable[[Command, str], bool], str]


def _git(command: Command, sub: str) -> bool:
    return command.program == "git" and _git_subcommand(command) == sub


def _git_subcommand(command: Command) -> str | None:
    # Skip git's own options (`git -C dir diff`), which come before the subcommand.
    words = list(command.argv[1:])
    while words and words[0].startswith("-"):
        option = words.pop(0)
        if option in ("-C", "-c") and words:
            words.pop(0)
    return words[0] if words else None


def _git_args(command: Command) -> list[str]:
    words = list(command.argv[1:])
    while words and words[0].startswith("-"):
        if words.pop(0) in ("-C", "-c") and words:
            words.pop(0)
    return words[1:]


def _force_push(command: Command, default_branch: str) -> bool:
    return _git(command, "push") and any(
        arg in ("-f", "--force", "--force-with-lease", "--mirror", "--delete", "-d") or arg.startswith("--force")
        or (arg.startswith("+") and len(arg) > 1) for arg in _git_args(command))


def _push_to_default(command: Command, default_branch: str) -> bool:
    if not _git(command, "push"):
        return False
    targets = [arg.rsplit(":", 1)[-1] for arg in _git_args(command) if not arg.startswith("-")][1:]
    return not targets or any(t in (default_branch, f"refs/heads/{default_branch}", "HEAD") for t in targets)


def _recursive_remove(command: Command, default_branch: str) -> bool:
    if command.program not in ("rm", "rmdir", "shred", "dd", "mkfs") and not command.program.startswith("mkfs."):
        return False
    if command.program != "rm":
        return True
    flags = "".join(arg.lstrip("-") for arg in command.argv[1:] if arg.startswith("-") and not arg.startswith("--"))
    long_flags = {arg for arg in command.argv[1:] if arg.startswith("--")}
    return "r" in flags.lower() or "--recursive" in long_flags or "f" in flags or "--force" in long_flags


def _downloads_and_runs(command: Command, default_branch: str) -> bool:
    fetchers = ("curl", "wget")
    return any(word in fetchers for word in command.text.split()) and bool(_SHELL_SYNTAX.search(command.text))


def _shell_syntax(command: Command, default_branch: str) -> bool:
    return bool(_SHELL_SYNTAX.search(command.text))


def _destructive_git(command: Command, default_branch: str) -> bool:
    sub = _git_subcommand(command) if command.program == "git" else None
    args = _git_args(command) if sub else []
    return ((sub == "reset" and "--hard" in args) or (sub == "clean" and any("f" in a for a in args if a[:1] == "-"))
            or (sub == "checkout" and ("--" in args or "." in args or "-f" in args))
            or (sub == "branch" and any(a in ("-D", "-d", "--delete", "-f", "--force") for a in args))
            or (sub == "stash" and bool(args) and args[0] in ("drop", "clear")))


def _reads_secret(command: Command, default_branch: str) -> bool:
    for arg in command.argv[1:]:
        candidate = arg.split(":", 1)[-1] if command.program == "git" else arg  # git show HEAD:.env
        candidate = candidate.split("=", 1)[-1] if candidate.startswith("--") else candidate
        if candidate and not candidate.startswith("-") and is_secret_path(candidate.rstrip("/")):
            return True
    return False


def _runs_a_shell(command: Command, default_branch: str) -> bool:
    return command.program in SHELLS


def _test_runner(command: Command, default_branch: str) -> bool:
    if command.program == "tox":
        return len(command.argv) == 1 or command.argv[1].startswith("-") or command.argv[1] in _TOX_RUN
    if command.program == "make":
        return _make_test(command)
    if command.program in ENV_WRAPPERS:
        inner = _wrapped(command)
        return inner is not None and inner.program != command.program and _test_runner(inner, default_branch)
    return command.program in TEST_RUNNERS or _python_module(command) in ("pytest", "unittest", "tox", "nox")


def _make_test(command: Command) -> bool:
    """`make test` (or tests, check...): every target named is a test target; VAR=value words are allowed."""
    words = list(command.argv[1:])
    targets = []
    while words:
        word = words.pop(0)
        if word in ("-C", "-f", "--directory", "--file", "-j", "--jobs") and words:
            words.pop(0)
        elif not word.startswith("-") and "=" not in word:
            targets.append(word)
    return bool(targets) and all(target in MAKE_TEST_TARGETS for target in targets)


def _wrapped(command: Command) -> Command | None:
    """The command `uv run ...`, `poetry run ...` or `pipenv run ...` runs, with the wrapper's options skipped."""
    if len(command.argv) < 3 or command.argv[1] != "run":
        return None
    words = list(command.argv[2:])
    while words and words[0].startswith("-"):
        option = words.pop(0)
        if option in _WRAPPER_VALUE_OPTIONS and words:
            words.pop(0)
    return Command(argv=tuple(words), text=shlex.join(words)) if words else None


def _linter(command: Command, default_branch: str) -> bool:
    tool = command.program if command.program in LINTERS else _python_module(command)
    if tool not in LINTERS and tool not in ("compileall", "py_compile"):
        return False
    check_flags = _CHECK_ONLY.get(tool)
    return check_flags is None or any(flag in command.argv for flag in check_flags)


def _git_read(command: Command, default_branch: str) -> bool:
    if command.program != "git":
        return False
    sub = _git_subcommand(command)
    if sub == "branch":  # listing only; creating or deleting a branch is a write
        return all(arg.startswith("-") and arg not in ("-D", "-d", "-m", "-M", "-c", "-C", "-f") or arg == "--list"
                   for arg in _git_args(command))
    return sub in GIT_READ_COMMANDS


def _python_module(command: Command) -> str | None:
    if not _PYTHON.match(command.program) or len(command.argv) < 3 or command.argv[1] != "-m":
        return None
    return command.argv[2]


# Deny rules first: a command that matches one is refused whatever else it is.
DENY_RULES: tuple[Rule, ...] = (
    ("download-and-run", _downloads_and_runs, "downloads code and pipes it to a program"),
    ("force-push", _force_push, "force-pushes or deletes remote history"),
    ("push-to-default-branch", _push_to_default, "pushes to the default branch (or an implicit target)"),
    ("destructive-git", _destructive_git, "discards work (reset --hard, clean -f, checkout --, branch -D, stash drop)"),
    ("recursive-delete", _recursive_remove, "deletes files recursively or forcibly, or wipes a device"),
    ("secret-read", _reads_secret, "reads a file that holds secrets (.env, keys, credentials)"),
    ("shell", _runs_a_shell, f"runs a shell; {SHELL_ADVICE}"),
    ("shell-syntax", _shell_syntax,
     "uses shell syntax (pipes, redirects, ;, &&, substitutions); commands run without a shell"),
)
ALLOW_RULES: tuple[Rule, ...] = (
    ("test-runner", _test_runner, "runs the tests (pytest, unittest, tox, nox, make test, or one of them through "
                                  "uv run, poetry run or pipenv run)"),
    ("linter", _linter, "runs a linter or a check-only formatter"),
    ("git-read", _git_read, "reads git history or state"),
)


def parse(command: str | Sequence[str]) -> Command:
    if isinstance(command, str):
        try:
            argv = tuple(shlex.split(command))
        except ValueError:
            argv = ()
        return Command(argv=argv, text=command)
    argv = tuple(command)
    return Command(argv=argv, text=shlex.join(argv))


def check(command: str | Sequence[str], default_branch: str = "main") -> Decision:
    """Whether COMMAND may run during a fix, and the rule that decided."""
    parsed = parse(command)
    if not parsed.argv:
        return Decision(False, "unparseable", "is empty or cannot be split into words")
    for name, matches, reason in DENY_RULES:
        if matches(parsed, default_branch):
            return Decision(False, name, reason)
    for name, matches, reason in ALLOW_RULES:
        if matches(parsed, default_branch):
            return Decision(True, name, reason)
    return Decision(False, "not-allowlisted", f"{parsed.program!r} with these arguments is not a test runner, "
                                              "linter or git read command the policy allows")
