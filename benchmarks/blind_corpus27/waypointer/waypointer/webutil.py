"""Helpers for web apps that embed waypointer (session cookies, redirects, snippets)."""
import html
from http.cookies import SimpleCookie
from urllib.parse import urlsplit


def session_cookie_header(token: str) -> str:
    c = SimpleCookie()
    c["wp_session"] = token
    c["wp_session"]["path"] = "/"
    return c.output(header="Set-Cookie:")


def session_cookie_header_secure(token: str) -> str:
    return f"Set-Cookie: wp_session={token}; Path=/; Secure; HttpOnly; SameSite=Lax"


def login_redirect_url(next_url: str, default: str = "/") -> str:
    parts = urlsplit(next_url)
    if parts.scheme or parts.netloc or not next_url.startswith("/") or next_url.startswith("//"):
        return default
    return next_url


def redirect_response(start_response, target: str):
    start_response("302 Found", [("Location", target)])
    return [b""]


def redirect_safe(start_response, target: str):
    start_response("302 Found", [("Location", login_redirect_url(target))])
    return [b""]


def cache_card(name: str, description_html: str, hint: str) -> str:
    # description_html is the cache owner's listing HTML, copied verbatim
    return f"<article><h3>{html.escape(name)}</h3>{description_html}<p class='hint'>{html.escape(hint)}</p></article>"


def log_snippet(finder: str, text: str) -> str:
    return "<li><b>%s</b>: %s</li>" % (html.escape(finder), html.escape(text))
