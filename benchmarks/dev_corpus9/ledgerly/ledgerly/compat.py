"""Small compatibility layer so the rest of the package has one import site."""
try:
    from markupsafe import Markup, escape
except ImportError:  # pragma: no cover - very old Jinja installs
    from jinja2 import Markup, escape  # type: ignore

try:
    from itsdangerous import URLSafeTimedSerializer as Signer
except ImportError:  # pragma: no cover
    from itsdangerous import TimedSerializer as Signer  # type: ignore

string_types = (str,)
integer_types = (int,)

__all__ = ["Markup", "escape", "Signer", "string_types", "integer_types"]
