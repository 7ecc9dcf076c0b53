"""Help that teaches: every command ends with real examples (each one parses) and its exit codes; option
values are listed; doctor reports only what twokey can use."""

from __future__ import annotations

import argparse
import shlex

import pytest

from agent_providers.registry import Registration, registered
from tickets.models import Role
from twokey.cli import build_parser, main
from twokey.commands.help_text import EPILOGS


def all_parsers(parser: argparse.ArgumentParser):
    yield parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                yield from all_parsers(sub)


PARSERS = {parser.prog: parser for parser in all_parsers(build_parser())}


@pytest.mark.parametrize("prog", sorted(PARSERS))
def test_every_command_help_ends_with_examples_and_exit_codes(prog: str) -> None:
    text = PARSERS[prog].format_help()
    assert "\nexamples:\n  twokey" in text and "\nexit codes:\n  0  " in text, prog
    assert text.rstrip().splitlines()[-1].lstrip()[0].isdigit() or text.rstrip().endswith(")"), prog


@pytest.mark.parametrize(("command", "example"), [(command, example) for command, (examples, _) in EPILOGS.items()
                                                   for example in examples])
def test_every_example_is_a_command_twokey_accepts(command: str, example: str) -> None:
    words = shlex.split(example.split(" > ")[0])
    assert words[0] == "twokey" and " ".join(words[1:]).startswith(command)
    build_parser().parse_args(words[1:])  # a usage error raises


def test_provider_flags_list_the_registered_providers_and_their_models() -> None:
    text = PARSERS["twokey audit"].format_help()
    assert "builtin (models: bandit-rules, taint-flow" in " ".join(text.split()) and "replay" in text


def test_a_provider_registered_later_shows_up_in_the_help() -> None:
    with registered(Registration(name="fake-cli", roles=frozenset({Role.RAISER}), build=lambda s: None,
                                 summary="a fake for this test")):
        assert "fake-cli: a fake for this test" in " ".join(_audit_help().split())


def _audit_help() -> str:
    return next(p for p in all_parsers(build_parser()) if p.prog == "twokey audit").format_help()


def test_tickets_list_format_has_a_help_line_and_choices_are_listed() -> None:
    text = " ".join(PARSERS["twokey tickets list"].format_help().split())
    assert "--format {text,json} text: one line per ticket; json:" in text
    assert "--status {open,in-progress,fixed,obsolete,wontfix}" in text
    fix = " ".join(PARSERS["twokey fix"].format_help().split())
    assert "--autonomy {auto,semi,observe}" in fix and "--allow-untested, --no-allow-untested" in fix
    assert "--fail-on new|open[:SEVERITY]" in " ".join(PARSERS["twokey audit"].format_help().split())


def test_doctor_reports_registered_providers_and_test_runners(capsys) -> None:
    main(["doctor"])
    out = capsys.readouterr().out
    assert "provider builtin" in out and "provider replay" in out
    # The agent CLIs are reported because a flag can name them now (they are registered providers).
    assert "provider claude" in out and "provider codex" in out
    assert "tox (optional)" in out and ("pip install tox" in out or "/tox" in out)


def test_doctor_shows_a_provider_plugin_once_it_is_registered(capsys) -> None:
    with registered(Registration(name="claude", roles=frozenset({Role.RAISER}), build=lambda s: None,
                                 summary="Claude Code CLI")):
        main(["doctor"])
    assert "provider claude" in capsys.readouterr().out
