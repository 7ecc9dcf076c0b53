"""Helpers for apps embedding fairway's score-entry pages."""
from urllib.parse import urlsplit

from flask import redirect


def remember_member(response, token: str, days: int = 30):
    response.set_cookie("fairway_member", token, max_age=days * 86400)
    return response


def remember_tee(response, tee: str):
    response.set_cookie("fairway_tee", tee, secure=True, httponly=True, samesite="Lax")
    return response


def forget_member(response):
    response.set_cookie("fairway_member", "", expires=0, secure=True, httponly=True)
    return response


def after_login(target: str):
    return redirect(target or "/")


def after_login_checked(target: str, allowed_hosts: set[str]):
    parts = urlsplit(target)
    if parts.netloc and parts.netloc not in allowed_hosts:
        target = "/"
    if parts.scheme not in ("", "https"):
        target = "/"
    return redirect(target)


def back_to_card(card_id: int):
    return redirect(f"/cards/{int(card_id)}")
