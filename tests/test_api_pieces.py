"""The API provider's pieces on their own: snapshot tools, the llama.cpp compatibility layer, specs and prices."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from agent_providers.api import compat
from agent_providers.api.endpoints import parse
from agent_providers.api.prices import load_table, price_for
from agent_providers.api.tools import SnapshotTools
from agent_providers.briefs import schema
from tests.conftest import make_repo
from tickets.models import RaiseTurn, Role
from twokey.kernel.errors import UsageError
from twokey.kernel.settings import Settings
from twokey.kernel.snapshot import Snapshot, open_target

APP = 'import os\n\n\ndef run(cmd):\n    os.system(cmd)\n'


@pytest.fixture
def tools(tmp_path: Path) -> SnapshotTools:
    repo = make_repo(tmp_path / "target", {"app.py": APP, "lib/util.py": "x = 1\n", ".env": "TOKEN=hunter2\n"})
    outside = tmp_path / "outside.txt"
    outside.write_text("secret outside\n")
    os.symlink(outside, Path(repo.working_tree_dir) / "escape.py")
    repo.git.add(A=True)
    repo.index.commit("add a symlink")
    repo_obj, target = open_target(repo.working_tree_dir)
    (Path(repo.working_tree_dir) / "app.py").write_text("changed in the working tree, not committed\n")
    return SnapshotTools(Snapshot(repo_obj, target), target.commit)


def test_tools_read_the_pinned_commit_never_the_working_tree(tools: SnapshotTools) -> None:
    assert tools.read_file("app.py") == "1\timport os\n2\t\n3\t\n4\tdef run(cmd):\n5\t    os.system(cmd)"
    assert tools.read_file("./lib/../app.py", 5, 5) == "5\t    os.system(cmd)"


@pytest.mark.parametrize("path", ["../outside.txt", "/etc/passwd", "lib/../../outside.txt", "escape.py", ".env",
                                  "missing.py"])
def test_tools_refuse_escapes_symlinks_secrets_and_absent_files(tools: SnapshotTools, path: str) -> None:
    answer = tools.read_file(path)
    assert answer.startswith("refused:") and "secret outside" not in answer and "hunter2" not in answer


def test_listing_shows_secrets_as_present_but_withheld(tools: SnapshotTools) -> None:
    listing = tools.list_files("*").splitlines()
    assert "app.py" in listing and "lib/util.py" in listing and ".env (holds secrets; content withheld)" in listing
    assert "escape.py" not in listing


def test_grep_searches_only_readable_committed_files(tools: SnapshotTools) -> None:
    assert tools.grep(r"os\.system") == "app.py:5:    os.system(cmd)"
    assert tools.grep("hunter2", "*") == "no match"
    assert tools.grep("(").startswith("refused:")


def test_git_history_is_read_at_the_pinned_commit(tools: SnapshotTools) -> None:
    assert "initial" in tools.git_log("app.py")
    blame = tools.git_blame("app.py", 5, 5)
    assert blame.endswith("Test: " + "    os.system(cmd)")
    assert tools.git_blame(".env", 1, 1).startswith("refused:")
    assert tools.git_log("../x").startswith("refused:")


def test_control_characters_inside_strings_are_escaped_and_nothing_else_changes() -> None:
    raw = '{"a": "line\tone\nline two", "b": [1, 2]}\n'
    assert json.loads(compat.sanitised(raw)) == {"a": "line\tone\nline two", "b": [1, 2]}
    assert compat.sanitised('{"q": "say \\"hi\\"\x01"}') == '{"q": "say \\"hi\\"\\u0001"}'


def test_the_tightened_schema_bounds_strings_and_arrays_and_is_a_subset_of_the_contract() -> None:
    tight = compat.tightened(schema(Role.RAISER))
    finding = tight["$defs"]["Finding"]
    assert "title" not in finding and "title" not in finding["properties"]["claim"]  # they only cost context
    assert "title" in finding["properties"]  # the field named title stays
    assert finding["properties"]["claim"]["maxLength"] == compat.MAX_STRING
    assert finding["properties"]["evidence"]["maxItems"] == compat.MAX_ITEMS
    assert "cwe" not in finding["properties"] and "pattern" in finding["properties"]["category"]
    verdict = compat.tightened(schema(Role.REFUTER))["$defs"]["Verdict"]
    assert "evidence" in verdict["properties"], "optional arrays stay: a refuter must be able to give evidence"
    shown = compat.answering(compat.tightened(schema(Role.REFUTER)), ["0123456789abcdef"])
    assert shown["$defs"]["Verdict"]["properties"]["fingerprint"] == {"enum": ["0123456789abcdef"]}
    assert RaiseTurn.model_validate({"kind": "raise", "findings": []})


def test_specs_parse_in_one_place_and_only_loopback_is_free() -> None:
    local = parse("local", "qwen@http://127.0.0.1:8080/v1/", Settings())
    assert (local.model, local.base_url, local.paid) == ("qwen", "http://127.0.0.1:8080/v1", False)
    assert parse("local", "qwen", Settings(model_base_url="http://10.0.0.5:8000/v1")).paid
    assert parse("openai", "gpt-5", Settings()).paid and parse("openai", "gpt-5", Settings()).base_url is None
    with pytest.raises(UsageError, match="needs a model"):
        parse("openai", "", Settings())
    with pytest.raises(UsageError, match="not an http"):
        parse("local", "m@ftp://host/v1", Settings())


def test_prices_come_from_the_users_table_first_then_genai_prices(tmp_path: Path) -> None:
    table_file = tmp_path / "prices.toml"
    table_file.write_text('["openai:gpt-5"]\ninput = 2.0\noutput = 4.0\n')
    table = load_table(str(table_file))
    assert price_for(parse("openai", "gpt-5", Settings()), table).usd(1_000_000, 1_000_000) == 6.0
    assert price_for(parse("openai", "gpt-5", Settings()), {}).source == "genai-prices"
    assert price_for(parse("openai", "no-such-model-x", Settings()), {}) is None
    assert price_for(parse("local", "m@http://127.0.0.1:1/v1", Settings()), {}).usd(10**6, 10**6) == 0
    table_file.write_text('["openai:gpt-5"]\ninput = "cheap"\n')
    with pytest.raises(UsageError, match="needs numbers"):
        load_table(str(table_file))


@pytest.mark.parametrize("phase,status", [("pool", "blocked"), ("connect", "blocked"), ("write", "ambiguous"),
                                          ("read", "ambiguous"), (None, "ambiguous")])
def test_a_connection_failure_is_ambiguous_unless_the_request_never_left(phase, status) -> None:
    from pydantic_ai.exceptions import ModelConnectionError, ModelTimeoutError

    from agent_providers.api.errors import mapped
    from agent_providers.seam import Usage

    endpoint = parse("local", "m@http://127.0.0.1:1/v1", Settings())
    for kind in (ModelConnectionError, ModelTimeoutError):
        assert mapped(kind("m", "failed", phase=phase), endpoint, Usage()).status.value == status
