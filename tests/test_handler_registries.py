"""A decorator of the project's own that files functions in a table its module looks up by a key the message carries
(a chat bot's commands, a worker's job handlers, a line protocol's verbs): each filed function's parameters are the
sender's, in whichever module the function is. A table looked up only by constant keys, a decorator that does not
file its argument, the dispatcher's own objects (the session, the context) and a command-line tool's subcommands
are not."""

from __future__ import annotations

from agent_providers.builtin.taint import TaintFlowAnalyser
from agent_providers.builtin.taint_facts import UNTRUSTED
from tests.builtin_support import MemoryView, line_of

REGISTRY = """
    COMMANDS = {}


    def command(name, admin=False):
        def deco(func):
            func.admin_only = admin
            COMMANDS[name.upper()] = (func, name)
            return func
        return deco


    def dispatch(session, line):
        verb, _, rest = line.partition(" ")
        entry = COMMANDS.get(verb.upper())
        if entry is None:
            return "ERR unknown command"
        handler, _ = entry
        return handler(session, *rest.split(" "))
    """

HANDLERS = """
    import os

    from .registry import command


    @command("PING")
    def ping(session, host):
        return os.popen("ping -c 1 " + host).read()


    @command("FILTER")
    def filter_box(session, box, *words):
        cond = " ".join(words)
        return [r for r in session.rows(box) if eval(cond, {"row": r})]


    @command("WHOAMI")
    def whoami(session):
        return os.popen("id " + session.user).read()
    """

SAME_MODULE = """
    import subprocess

    HANDLERS = {}


    def handles(fn):
        HANDLERS[fn.__name__] = fn
        return fn


    @handles
    def thumbnail(job):
        subprocess.call("convert %s -resize 64x64 %s" % (job["src"], job["dst"]), shell=True)


    def run(kind, job):
        return HANDLERS[kind](job)
    """

CONSTANT_KEYS = """
    import subprocess

    HOOKS = {}


    def hook(fn):
        HOOKS[fn.__name__] = fn
        return fn


    @hook
    def backup(target):
        subprocess.call("tar czf /var/backups/x.tgz " + target, shell=True)


    def nightly():
        HOOKS["backup"]("/srv/data")
    """

WRAPPER = """
    import subprocess

    SEEN = {}


    def traced(fn):
        def inner(*args):
            return fn(*args)
        SEEN[fn.__name__] = inner
        return inner


    @traced
    def backup(target):
        subprocess.call("tar czf /var/backups/x.tgz " + target, shell=True)


    def call(name, arg):
        return SEEN[name](arg)
    """

CLI = """
    import argparse
    import subprocess

    SUBCOMMANDS = {}


    def subcommand(fn):
        SUBCOMMANDS[fn.__name__] = fn
        return fn


    @subcommand
    def deploy(ref):
        subprocess.call("git checkout " + ref, shell=True)


    def main():
        parser = argparse.ArgumentParser()
        parser.add_argument("command")
        parser.add_argument("arg")
        args = parser.parse_args()
        SUBCOMMANDS[args.command](args.arg)
    """


def _origins(files: dict[str, str], path: str, needle: str) -> set:
    """The origins the taint slot finds reaching the sink on the line of NEEDLE in PATH."""
    view = MemoryView(files)
    module = TaintFlowAnalyser().raising_project(view).module(path)
    assert not isinstance(module, str), module
    line = line_of(view, path, needle)
    return {origin for site in module.sites if site.line == line for origin in site.fact.origins}


def _bot() -> dict[str, str]:
    return {"bot/__init__.py": "", "bot/registry.py": REGISTRY, "bot/handlers.py": HANDLERS}


def test_a_handler_filed_by_another_modules_decorator_gets_the_senders_arguments() -> None:
    origins = _origins(_bot(), "bot/handlers.py", "ping -c 1")
    assert any(o.kind == UNTRUSTED and o.expr == "host" and not o.operator for o in origins), origins


def test_spread_arguments_of_a_filed_handler_are_the_senders_too() -> None:
    origins = _origins(_bot(), "bot/handlers.py", "eval(cond")
    assert any(o.kind == UNTRUSTED and o.expr == "words" for o in origins), origins


def test_the_dispatchers_own_session_is_not_the_senders() -> None:
    origins = _origins(_bot(), "bot/handlers.py", "id \" + session.user")
    assert not any(o.kind == UNTRUSTED for o in origins), origins


def test_a_decorator_filing_its_argument_in_its_own_modules_table() -> None:
    origins = _origins({"worker.py": SAME_MODULE}, "worker.py", "convert %s")
    assert any(o.kind == UNTRUSTED and o.expr == "job" for o in origins), origins


def test_a_table_looked_up_only_by_a_constant_key_dispatches_no_message() -> None:
    origins = _origins({"hooks.py": CONSTANT_KEYS}, "hooks.py", "tar czf")
    assert not any(o.kind == UNTRUSTED for o in origins), origins


def test_a_decorator_that_files_a_wrapper_is_not_a_registrar() -> None:
    origins = _origins({"traced.py": WRAPPER}, "traced.py", "tar czf")
    assert not any(o.kind == UNTRUSTED and o.expr == "target" for o in origins), origins


def test_a_command_line_tools_subcommands_get_the_operators_arguments() -> None:
    origins = _origins({"tool.py": CLI}, "tool.py", "git checkout")
    assert origins and all(o.operator for o in origins if o.kind == UNTRUSTED), origins


CONTEXT_HANDLERS = """
    import subprocess

    from .registry import command


    @command("LOGS")
    def logs(ctx):
        unit = ctx.args[0] if ctx.args else "bot"
        return subprocess.check_output("journalctl -n 50 -u %s" % unit, shell=True)


    @command("PING")
    def ping(ctx):
        return subprocess.check_output("ping -c 1 " + ctx.text, shell=True)


    @command("BACKUP")
    def backup(ctx):
        return subprocess.check_output("tar czf /srv/backup.tgz " + ctx.bot.home, shell=True)
    """


def _context_bot() -> dict[str, str]:
    return {"bot/__init__.py": "", "bot/registry.py": REGISTRY, "bot/handlers.py": CONTEXT_HANDLERS}


def test_the_message_a_context_carries_is_the_senders() -> None:
    for needle, part in (("journalctl", "args"), ("ping -c 1", "text")):
        origins = _origins(_context_bot(), "bot/handlers.py", needle)
        assert any(o.kind == UNTRUSTED and o.expr.startswith(f"ctx.{part}") for o in origins), (needle, origins)


def test_the_rest_of_a_context_is_the_dispatchers() -> None:
    origins = _origins(_context_bot(), "bot/handlers.py", "tar czf")
    assert not any(o.kind == UNTRUSTED for o in origins), origins
