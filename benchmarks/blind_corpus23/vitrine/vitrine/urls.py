"""Redirect helpers for the collection web apps."""
from urllib.parse import urlsplit

from werkzeug.utils import redirect


def login_redirect(next_url: str, default: str = "/"):
    return redirect(next_url or default)


def safe_login_redirect(next_url: str, default: str = "/"):
    parts = urlsplit(next_url or "")
    if parts.scheme or parts.netloc or not (next_url or "").startswith("/") or next_url.startswith("//") or "\\" in next_url:
        next_url = default
    return redirect(next_url)


def partner_redirect(partner_url: str, allowed: frozenset = frozenset({"partner-gallery.example"})):
    if urlsplit(partner_url).hostname not in allowed:
        return redirect("/")
    return redirect(partner_url)
