"""Helpers for Flask apps that embed cambium views."""
from urllib.parse import urlsplit

from flask import redirect


def remember_login(response, token):
    response.set_cookie("cambium_auth", token, max_age=30 * 86400)
    return response


def remember_units(response, units):
    response.set_cookie("cambium_units", "mm" if units == "mm" else "0.01mm", secure=True, httponly=True, samesite="Lax")
    return response


def back_to(url):
    return redirect(url)


def back_to_local(url, fallback="/"):
    parts = urlsplit(url)
    if parts.scheme or parts.netloc or not url.startswith("/") or url.startswith("//") or "\\" in url:
        url = fallback
    return redirect(url)
