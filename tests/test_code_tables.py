"""A table keyed by codes is no settings dict (python_idioms.code_table).

Locale data (`countries = {"BD": ..., "PW": ...}`) keys a name by its ISO code, and Palau's `PW` is not a
password's key. Neither slot raises it, and each refutes it when the other agent does, quoting the table. A short
dict or one keyed by words still counts: `{"US": "admin", "PW": "..."}` is a login, a settings dict names its
`PASSWORD` beside other settings. A table of a provider's tokens keyed by region is no code table, and another
code's line (`"prd": "..."` in `DB_PASSWORDS`) is not refuted for being in one.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, markers_raised
from tickets.models import VerdictKind

_CODES = ["BD", "BE", "BF", "BG", "BA", "BB", "BN", "BO", "PW"]
_REGIONS = ["us", "gb", "de", "fr", "jp", "au", "ca", "nl"]
_ENVIRONMENTS = ["dev", "tst", "stg", "prd", "uat", "qa", "ci", "sit"]

FILES = {
    "loc/data/ar.py": "countries = {\n" + "".join(f"    '{c}': u'Country {c}',\n" for c in _CODES) + "}\n",
    "app/settings.py": (
        "DATABASES = {'default': {'ENGINE': 'x', 'NAME': 'db', 'USER': 'app', 'PASSWORD': 'Tr0ub4dor&3',  # words\n"
        "                         'HOST': 'db1', 'PORT': '5432', 'OPTIONS': 'x', 'TEST': 'y'}}\n"),
    "app/login.py": "LOGIN = {'US': 'admin', 'PW': 'Zq8vNw2kLp'}  # short\n",
    "app/billing.py": "STRIPE_KEYS = {\n" + "".join(
        f"    '{c}': 'sk_live_{c}4eC39HqLyjWDarjtT1zdp7dc',  # region {c}\n" for c in _REGIONS) + "}\n",
    "app/databases.py": "DB_PASSWORDS = {\n" + "".join(
        f"    '{c}': 'Tr0ub4dor&3{c}',  # environment {c}\n" for c in _ENVIRONMENTS) + "}\n",
}


@pytest.mark.parametrize("slot", ["taint", "pattern"])
def test_neither_slot_raises_a_key_of_a_code_table_and_a_settings_dict_still_counts(slot: str) -> None:
    raised = markers_raised(FILES, "hardcoded-secret", slot)
    assert "words" in raised
    assert "" not in raised  # the table's lines carry no marker: nothing there is raised


def test_a_short_dict_keyed_by_two_letters_is_no_table() -> None:
    assert "short" in markers_raised(FILES, "hardcoded-secret", "taint")


@pytest.mark.parametrize("slot", ["taint", "pattern"])
def test_each_slot_refutes_the_other_agents_finding_in_a_code_table_quoting_it(slot: str) -> None:
    verdict = judge_at(MemoryView(FILES), slot, "loc/data/ar.py", "'PW'", "hardcoded-secret")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason
    assert any(item.start_line == 1 for item in verdict.evidence)


@pytest.mark.parametrize("slot", ["taint", "pattern"])
def test_a_table_of_issued_tokens_or_of_other_codes_values_is_not_refuted_as_a_code_table(slot: str) -> None:
    view = MemoryView(FILES)
    assert judge_at(view, slot, "app/billing.py", "# region us", "hardcoded-secret").verdict \
        is not VerdictKind.REFUTED
    assert judge_at(view, slot, "app/databases.py", "# environment prd", "hardcoded-secret").verdict \
        is not VerdictKind.REFUTED


def test_the_taint_slot_still_raises_a_providers_token_in_a_table_keyed_by_regions() -> None:
    assert "region us" in markers_raised(FILES, "hardcoded-secret", "taint")
