"""API failures mapped onto the seam's errors, so each ends in SPEC's status with a one-line reason.

Before the request left (no key, refused connection, connect timeout): blocked, nothing spent.
A rate limit or quota: waiting_quota. A timeout or dropped connection after sending: ambiguous,
never retried. An answer that is not a turn (HTML, empty, invalid JSON): invalid output, one
repair. Messages never carry a key; the provider's own text is cut to one short line.
"""

from __future__ import annotations

from pydantic_ai import exceptions as pa

from agent_providers.api.endpoints import Endpoint
from agent_providers.seam import (
    InvalidOutput,
    OutcomeUnknown,
    ProviderError,
    ProviderUnavailable,
    QuotaExhausted,
    Usage,
)
from tickets.redact import MASK, redact

NOT_SENT = ("pool", "connect")


def mapped(error: BaseException, endpoint: Endpoint, spent: Usage) -> ProviderError:
    """The seam error for ERROR raised by a call to ENDPOINT, carrying what was SPENT anyway."""
    who = f"{endpoint.family}:{endpoint.model} at {endpoint.where}"
    detail = _short(error, endpoint.key())
    for kinds, build in _RULES:
        if isinstance(error, kinds):
            return build(who, detail, error, spent)
    return InvalidOutput(f"{who} gave no turn ({type(error).__name__}: {detail})", spent)


def _quota(who: str, detail: str, error: BaseException, spent: Usage) -> ProviderError:
    wait = getattr(error, "retry_after", None)
    after = f"; the provider asked to wait {wait:g} s" if wait else ""
    return QuotaExhausted(f"{who} hit a rate limit or quota ({detail}){after}; retry the run when it resets", spent)


def _not_found(who: str, detail: str, error: BaseException, spent: Usage) -> ProviderError:
    return ProviderUnavailable(f"{who}: unknown model or wrong base URL ({detail}); check the spec's model name",
                               spent)


def _auth(who: str, detail: str, error: BaseException, spent: Usage) -> ProviderError:
    return ProviderUnavailable(f"{who} rejected the credentials ({detail}); check the key variable", spent)


def _connection(who: str, detail: str, error: BaseException, spent: Usage) -> ProviderError:
    phase = getattr(error, "phase", None)
    if phase in NOT_SENT:
        return ProviderUnavailable(f"{who} cannot be reached ({detail}); nothing was sent: start the server or "
                                   "check the base URL", spent)
    return OutcomeUnknown(f"{who}: the connection failed after the request was sent ({detail}); whether it was "
                          "processed is unknown, so it is not retried", spent)


def _timeout(who: str, detail: str, error: BaseException, spent: Usage) -> ProviderError:
    return OutcomeUnknown(f"{who} did not answer in time after the request was sent ({detail}); whether it was "
                          "processed is unknown, so it is not retried", spent)


def _rejected(who: str, detail: str, error: BaseException, spent: Usage) -> ProviderError:
    hint = "; lower batch_size" if isinstance(error, pa.ModelContextWindowExceededError) else ""
    return ProviderUnavailable(f"{who} rejected the request ({detail}){hint}", spent)


def _server(who: str, detail: str, error: BaseException, spent: Usage) -> ProviderError:
    return ProviderUnavailable(f"{who} failed on its side ({detail}); retry the run later", spent)


def _invalid(who: str, detail: str, error: BaseException, spent: Usage) -> ProviderError:
    return InvalidOutput(f"{who} answered with no valid turn ({detail})", spent)


def _usage_limit(who: str, detail: str, error: BaseException, spent: Usage) -> ProviderError:
    return InvalidOutput(f"{who} used up the call's bound before answering ({detail})", spent)


def _config(who: str, detail: str, error: BaseException, spent: Usage) -> ProviderError:
    return ProviderUnavailable(f"{who} cannot be used as configured ({detail})", spent)


# Most specific first: a timeout is a connection error, a quota error is an API error.
_RULES = (
    ((pa.ModelRateLimitError, pa.ModelQuotaExceededError), _quota),
    ((pa.ModelNotFoundError,), _not_found),
    ((pa.ModelAuthenticationError,), _auth),
    ((pa.ModelTimeoutError,), _connection),  # its phase says whether the request had left
    ((pa.ModelConnectionError,), _connection),
    ((pa.ModelRequestTimeout,), _timeout),
    ((pa.ModelRequestRejectedError,), _rejected),
    ((pa.ModelServerError, pa.ModelUnavailableError), _server),
    ((pa.UsageLimitExceeded,), _usage_limit),
    ((pa.UnexpectedModelBehavior,), _invalid),
    ((pa.UserError,), _config),
)


def _short(error: BaseException, key: str | None) -> str:
    """One short line of the provider's text, with the key (and anything shaped like one) masked."""
    status = getattr(error, "status_code", None)
    text = " ".join(str(error).split())
    text = redact(text.replace(key, MASK) if key else text)[:160]
    return f"HTTP {status}: {text}" if status and str(status) not in text else text
