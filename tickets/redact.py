"""Secret redaction for every text the backlog writes (quotes, claims, refutations, ledger).

Only the secret value is replaced with MASK, so the shape of the code stays readable. It
must never write or log the value it removes; it errs towards masking too much.
"""

from __future__ import annotations

import math
import re
from collections import Counter

MASK = "***REDACTED***"

_PRIVATE_KEY = re.compile(
    r"(-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----)(.*?)(-----END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|\Z)",
    re.DOTALL,
)

# Tokens whose shape alone gives them away; the whole match is the secret.
_TOKENS = [re.compile(pattern) for pattern in (
    r"\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[0-9A-Z]{16}\b",           # AWS access key ids
    r"\bgh[pousr]_[A-Za-z0-9]{30,}\b",                             # GitHub tokens
    r"\bgithub_pat_[A-Za-z0-9_]{22,}\b",                           # GitHub fine-grained tokens
    r"\bxox[abprse]-[A-Za-z0-9-]{10,}\b",                          # Slack tokens
    r"\b(?:sk|rk|pk|whsec)_(?:live|test)_[A-Za-z0-9]{10,}\b",      # Stripe keys
    r"\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,}\b",                   # OpenAI / Anthropic keys
    r"\bAIza[0-9A-Za-z_-]{35}\b",                                  # Google API keys
    r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}",  # JSON web tokens
)]

# A prefix that announces a secret, followed by the secret; only group "value" is masked.
_ANNOUNCED = [re.compile(pattern, re.IGNORECASE) for pattern in (
    r"\b(?:[Bb]earer|Basic)\s+(?P<value>[A-Za-z0-9._~+/-]{8,}=*)",
    r"https://hooks\.slack\.com/services/(?P<value>[A-Za-z0-9/]+)",
    r"[a-z][a-z0-9+.-]*://[^\s:/@'\"]+:(?P<value>[^\s@/'\"]+)@",    # credentials in a URL
)]

_SECRET_NAME = (r"[A-Za-z0-9_-]*"
                r"(?:password|passwd|pwd|secret|token|api_?key|access_?key|private_?key|credentials?)"
                r"[A-Za-z0-9_-]*")

# name = "value", name: 'value', "name": "value", name="value" (keyword arguments).
_ASSIGNED = re.compile(
    rf"""(?P<name>["']?{_SECRET_NAME}["']?\s*(?::|(?::\s*[\w\[\]., |]+)?=(?!=))\s*[rbuRBU]?)"""
    r"""(?P<quote>["'])(?P<value>[^"'\n]+)(?P=quote)""",
    re.IGNORECASE,
)

_LONG_LITERAL = re.compile(r"""(?P<quote>["'])(?P<value>[A-Za-z0-9+/=_-]{24,})(?P=quote)""")
_HEX = re.compile(r"^[0-9a-fA-F]{32,}$")


def redact(text: str) -> str:
    """TEXT with every secret value it recognises replaced by MASK."""
    text = _PRIVATE_KEY.sub(lambda m: f"{m[1]}\n{MASK}\n{m[3]}" if m[3] else f"{m[1]}\n{MASK}", text)
    for pattern in _TOKENS:
        text = pattern.sub(MASK, text)
    for pattern in _ANNOUNCED:
        text = pattern.sub(_mask_unless_word, text)
    text = _ASSIGNED.sub(_mask_group, text)
    return _LONG_LITERAL.sub(_mask_if_random, text)


def _mask_group(match: re.Match) -> str:
    start, end = match.span("value")
    offset = match.start()
    whole = match[0]
    return whole[: start - offset] + MASK + whole[end - offset :]


def _mask_unless_word(match: re.Match) -> str:
    # Prose such as "a bearer authentication scheme" names a secret without holding one.
    value = match["value"]
    is_word = value.isalpha() and (value.islower() or value.istitle())
    return match[0] if is_word else _mask_group(match)


def _mask_if_random(match: re.Match) -> str:
    return _mask_group(match) if looks_random(match["value"]) else match[0]


def looks_random(value: str) -> bool:
    """Whether a long literal looks like key material rather than a word or an identifier."""
    if value == MASK:
        return False
    if _HEX.match(value):
        return True
    has_digit = any(c.isdigit() for c in value)
    has_upper = any(c.isupper() for c in value)
    has_lower = any(c.islower() for c in value)
    # Identifiers such as "some_long_constant_name" have no digits or one case only.
    return has_digit and has_upper and has_lower and _entropy(value) >= 4.0


def _entropy(value: str) -> float:
    counts = Counter(value)
    return -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values())


def matches_redacted(quote: str, text: str) -> bool:
    """Whether TEXT contains QUOTE, reading each MASK as "a secret on this line".

    A stored quote is redacted, so "is the quoted code still there?" must not compare it
    literally, or every ticket that quoted a secret would look resolved.
    """
    pattern = r"[^\n]*?".join(re.escape(part) for part in quote.split(MASK))
    return re.search(pattern, text) is not None
