"""Helpers for Flask/Werkzeug integrations (share links, progress cookies, return URLs)."""
from urllib.parse import urljoin, urlparse

from werkzeug.utils import redirect

SHARE_TARGETS = {"print": "/print", "solve": "/solve", "leaderboard": "/leaderboard"}


def set_progress_cookie(response, blob: str):
    response.set_cookie("gw_progress", blob, max_age=30 * 86400, samesite="Lax")


def set_share_session(response, token: str):
    response.set_cookie("gw_share", token, max_age=7 * 86400)


def set_account_session(response, session_id: str):
    response.set_cookie("gw_session", session_id, secure=True, httponly=True, samesite="Strict")


def return_to(url: str, fallback: str = "/"):
    """Redirect back to where the solver came from (the `next` parameter)."""
    return redirect(url or fallback)


def return_to_checked(url: str, host: str, fallback: str = "/"):
    target = urlparse(urljoin("https://%s/" % host, url or fallback))
    if target.scheme not in ("http", "https") or target.netloc != host:
        return redirect(fallback)
    return redirect(target.geturl())


def share_target(kind: str, puzzle_slug: str):
    base = SHARE_TARGETS.get(kind, "/solve")
    return redirect("%s/%s" % (base, puzzle_slug.strip("/").replace("//", "/")))


def publisher_redirect(puzzle_meta: dict):
    """Send solvers to the publisher's page for the puzzle (URL taken from the puzzle file)."""
    return redirect(puzzle_meta.get("publisher_url", "/"))


def login_redirect(next_path: str):
    if not next_path.startswith("/") or next_path.startswith("//") or "\\" in next_path:
        next_path = "/"
    return redirect(next_path)
