"""What each command's help ends with: two or three real examples, and the exit codes it can give.

Text only, keyed by the command's words (`audit`, `tickets set`); the CLI attaches it to each parser,
and a test parses every example, so none can drift from the real options.
"""

from __future__ import annotations

_RUN_CODES = """\
  0  done
  1  a person is needed: blocked, waiting_quota or ambiguous
  2  usage or input error; nothing was run or changed
  3  stopped at a ceiling, paused, or interrupted (Ctrl-C)"""

_RUNS_CODES = """\
  0  done
  1  the verb cannot act now (a run that is still going, an agent's process asking)
  2  usage or input error: no such run, a bad option value; nothing was changed"""

EPILOGS: dict[str, tuple[list[str], str]] = {
    "": (["twokey audit --sample",
          "twokey fix TK-0006 --repo ~/.local/state/twokey/sample/legacy_shop --no-prefect",
          "twokey tickets list --status open"], _RUN_CODES + "\n  (with --fail-on, an audit that leaves such tickets "
                                                           "exits 1)"),
    "audit": (["twokey audit --sample --no-prefect",
               "twokey audit . --format sarif --fail-on new:high > twokey.sarif",
               "twokey audit ~/src/legacy/billing --exclude billing/vendor --max-file-size 2000000"],
              """\
  0  done; with --fail-on, also no ticket of that kind
  1  a person is needed: tickets matched --fail-on, a corrupt ticket file, another audit holds the backlog,
     a provider failed (blocked, waiting_quota, ambiguous)
  2  usage or input error: no such path or folder, not a repository, unknown --commit, a bad option value
  3  stopped at a ceiling (--max-turns, --max-minutes, --max-tokens, --max-usd) or interrupted"""),
    "tickets": (["twokey tickets list --status open",
                 "twokey tickets show TK-6",
                 "twokey tickets set TK-7 wontfix --reason \"operator-only script\""],
                "  0  done\n  1  a corrupt ticket file (named, left untouched), or the backlog is busy\n"
                "  2  usage or input error: no backlog, no such ticket, an unknown status"),
    "tickets list": (["twokey tickets list",
                      "twokey tickets list --status open --format json",
                      "twokey tickets list --repo ~/src/legacy"],
                     "  0  listed\n  1  some ticket files are corrupt (named on stderr, left untouched)\n"
                     "  2  no backlog here, or an unknown --status"),
    "tickets show": (["twokey tickets show TK-0006",
                      "twokey tickets show tk-6 --repo ~/src/legacy"],
                     "  0  printed\n  2  no backlog, or no such ticket"),
    "tickets set": (["twokey tickets set TK-7 wontfix --reason \"only the operator runs this script\"",
                     "twokey tickets set TK-7 open --reason \"fix branch deleted\"",
                     "twokey tickets set TK-12 fixed --reason \"fixed upstream in 2.3\""],
                    "  0  set (or already in that status: nothing changed)\n"
                    "  1  another run holds the backlog lock\n"
                    "  2  usage or input error: no such ticket, a status that is not open, wontfix or fixed, "
                    "no --reason"),
    "fix": (["twokey fix TK-0006 --no-prefect",
             "twokey fix TK-7 --autonomy semi",
             "twokey fix TK-7 --test-command \"make test\" --allow-untested"],
            """\
  0  done: committed on its branch (auto), diff written (observe), or the ticket is obsolete or
     now fixed (its fix was merged)
  1  blocked: a gate failed, the tests are no evidence (see --allow-untested), no mechanical fix,
     writer and critic disagree, a rejection; or waiting_quota, ambiguous
  2  usage or input error: no such ticket, a ticket that is not open, a refused or missing test
     command, an existing fix branch
  3  nobody approved before --approval-timeout, or interrupted (the worktree is removed)"""),
    "serve": (["twokey serve --repo .",
               "twokey serve --repo ~/src/legacy --cron \"30 1 * * *\" --timezone Europe/Berlin"],
              "  0  the server stopped\n  2  usage or input error: not a repository, a bad cron or time zone"),
    "doctor": (["twokey doctor"],
               "  0  everything twokey needs is here\n  1  something required is missing (each FAIL line says what "
               "to install)"),
    "config": (["twokey config show", "twokey config show --repo ~/src/legacy --format json"],
               "  0  printed\n  2  a config file, TWOKEY_* variable or flag holds an unknown key or a bad value"),
    "config show": (["twokey config show",
                     "twokey config show --repo ~/src/legacy --format json",
                     "twokey config show --fail-on new:high --allow-model-calls"],
                    "  0  printed\n  2  a config file, TWOKEY_* variable or flag holds an unknown key or a bad value"),
    "runs": (["twokey runs list", "twokey runs show 20261201T020000Z-00ee01d6-ab12",
              "twokey runs resolve 20261201T020000Z-00ee01d6-ab12 --landed no"], _RUNS_CODES),
    "runs list": (["twokey runs list", "twokey runs list --format json"], _RUNS_CODES),
    "runs show": (["twokey runs show 20261201T020000Z-00ee01d6-ab12"], _RUNS_CODES),
    "runs retry": (["twokey runs retry 20261201T020000Z-00ee01d6-ab12",
                    "twokey runs retry 20261201T020000Z-00ee01d6-ab12 --no-prefect"], _RUN_CODES),
    "runs resolve": (["twokey runs resolve 20261201T020000Z-00ee01d6-ab12 --landed yes --spent-usd 0.42",
                      "twokey runs resolve 20261201T020000Z-00ee01d6-ab12 --landed no"], _RUNS_CODES),
    "runs stop": (["twokey runs stop 20261201T020000Z-00ee01d6-ab12"], _RUNS_CODES),
}


def epilog(command: str) -> str | None:
    """The help's closing text for COMMAND (its words after `twokey`), or None if it has none."""
    if command not in EPILOGS:
        return None
    examples, codes = EPILOGS[command]
    return "examples:\n" + "\n".join(f"  {example}" for example in examples) + f"\n\nexit codes:\n{codes}\n"
