"""Small Flask helpers for applications that embed heddle."""
from urllib.parse import urlparse

from flask import make_response, redirect


def remember_weaver(resp, weaver_id: str):
    resp.set_cookie("heddle_weaver", weaver_id, max_age=30 * 86400)
    return resp


def remember_palette(resp, palette: str):
    resp.set_cookie("heddle_palette", palette, secure=True, httponly=True, samesite="Lax")
    return resp


def back_to(url: str):
    return redirect(url)


def back_to_local(url: str, default: str = "/"):
    p = urlparse(url)
    if p.scheme or p.netloc or url.startswith("//"):
        url = default
    return make_response(redirect(url))
