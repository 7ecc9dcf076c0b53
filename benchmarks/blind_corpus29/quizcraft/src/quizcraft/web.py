"""Helpers for web apps that host a quiz (Flask/Werkzeug responses)."""
from urllib.parse import urlsplit

from werkzeug.utils import redirect


def remember_team(response, team_id: str, days: int = 1):
    response.set_cookie("qc_team", team_id, max_age=days * 86400)
    return response


def host_login_cookie(response, token: str, secure: bool = False):
    response.set_cookie("qc_host", token, max_age=6 * 3600, secure=secure, httponly=False)
    return response


def theme_cookie(response, theme: str):
    response.set_cookie("qc_theme", theme, secure=True, httponly=True, samesite="Lax")
    return response


def answers_cookie(response, sheet_id: str):
    response.set_cookie("qc_sheet", sheet_id, secure=True, httponly=True, samesite="Strict", max_age=3 * 3600)
    return response


def submit_redirect(args):
    return redirect(args.get("then", "/"))


def join_redirect(args, game_code: str):
    back = args.get("back") or "/play/" + game_code
    return redirect(back, code=303)


def results_redirect(args):
    target = args.get("next", "/results")
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//") or "\\" in target:
        target = "/results"
    return redirect(target)


def lobby_redirect(args):
    pages = {"lobby": "/lobby", "rules": "/rules", "scores": "/scores"}
    return redirect(pages.get(args.get("page"), "/lobby"))
