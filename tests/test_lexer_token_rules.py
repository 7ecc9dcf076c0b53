"""A PLY lexer's token rules are regular expressions, not credentials.

PLY reads every `t_NAME` bound beside a `tokens` list, in a module or a class, as the pattern of the token NAME:
`t_TOKEN = r'%token'` in a yacc-grammar lexer matches the `%token` directive. A credential-named string beside no
`tokens` list is still one.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

MODULE_LEXER = """
    import ply.lex as lex

    tokens = ("TOKEN", "LEFT", "PASSWORD", "ID")

    t_TOKEN = r'%token'
    t_LEFT = r'%left'
    t_PASSWORD = r'password'
    t_ID = r'[a-zA-Z_][a-zA-Z0-9_]*'

    lexer = lex.lex()
    """

CLASS_LEXER = """
    class GrammarLexer:
        tokens = ("TOKEN", "SECRET")

        t_TOKEN = r'%token'
        t_SECRET = r'%secret'
    """

NO_LEXER = """
    t_TOKEN = "Zx9!kLm2Qp7w"
    """


@pytest.mark.parametrize("slot", ["taint", "pattern"])
@pytest.mark.parametrize("files, needle", [({"ylex.py": MODULE_LEXER}, "t_TOKEN ="),
                                           ({"ylex.py": MODULE_LEXER}, "t_PASSWORD ="),
                                           ({"ylex.py": CLASS_LEXER}, "t_SECRET =")])
def test_a_lexers_token_rule_is_no_credential(files: dict[str, str], needle: str, slot: str) -> None:
    verdict = judge_at(MemoryView(files), slot, "ylex.py", needle, "hardcoded-secret")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason


@pytest.mark.parametrize("slot", ["taint", "pattern"])
def test_a_token_rule_spelling_a_word_is_refuted_as_a_token_rule(slot: str) -> None:
    verdict = judge_at(MemoryView({"ylex.py": MODULE_LEXER}), slot, "ylex.py", "t_TOKEN =", "hardcoded-secret")
    assert "token rule" in verdict.reason, verdict.reason


@pytest.mark.parametrize("slot", ["taint", "pattern"])
def test_the_same_name_beside_no_tokens_list_is_a_credential(slot: str) -> None:
    verdict = judge_at(MemoryView({"config.py": NO_LEXER}), slot, "config.py", "t_TOKEN =", "hardcoded-secret")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
