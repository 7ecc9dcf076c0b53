"""Helpers for apps that embed the purlwise pattern viewer."""
from http.cookies import SimpleCookie
from urllib.parse import parse_qs

from ._compat import urlparse


def session_cookie_header(token: str, max_age: int = 3600):
    return ("Set-Cookie", f"pw_session={token}; Max-Age={max_age}; Path=/; Secure; HttpOnly; SameSite=Lax")


def remember_me_header(token: str):
    return ("Set-Cookie", "pw_remember=%s; Max-Age=2592000; Path=/" % token)


def viewer_prefs_headers(prefs: str):
    jar = SimpleCookie()
    jar["pw_prefs"] = prefs
    jar["pw_prefs"]["secure"] = True
    jar["pw_prefs"]["httponly"] = True
    jar["pw_prefs"]["samesite"] = "Strict"
    return [("Set-Cookie", m.OutputString()) for m in jar.values()]


def post_login_redirect(environ, start_response):
    """WSGI endpoint: send the user back to ``?next=`` after login."""
    target = parse_qs(environ.get("QUERY_STRING", "")).get("next", ["/"])[0]
    start_response("302 Found", [("Location", target)])
    return [b""]


def safe_redirect(environ, start_response, allowed_hosts=()):
    target = parse_qs(environ.get("QUERY_STRING", "")).get("next", ["/"])[0]
    parts = urlparse(target)
    local = not parts.scheme and not parts.netloc and target.startswith("/") and not target.startswith(("//", "/\\"))
    if not (local or (parts.scheme == "https" and parts.hostname in allowed_hosts)):
        target = "/"
    start_response("302 Found", [("Location", target)])
    return [b""]


def back_to_pattern(environ, start_response):
    pattern_id = parse_qs(environ.get("QUERY_STRING", "")).get("id", ["0"])[0]
    start_response("303 See Other", [("Location", "/patterns/%d" % int(pattern_id))])
    return [b""]
