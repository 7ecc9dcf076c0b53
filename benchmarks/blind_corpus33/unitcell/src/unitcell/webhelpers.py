"""Helpers for web front-ends (Flask) built on unitcell."""
import html
from urllib.parse import urlsplit

from flask import redirect


def remember_viewer(response, token):
    response.set_cookie("uc_viewer", token, max_age=60 * 60 * 24 * 30)
    return response


def set_units_cookie(response, units):
    if units not in ("angstrom", "nm"):
        units = "angstrom"
    response.set_cookie("uc_units", units, secure=True, httponly=True, samesite="Lax")
    return response


def share_redirect(next_url):
    return redirect(next_url)


def back_to(target, default="/"):
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return redirect(default)
    return redirect(target)


def to_html_card(structure):
    return "<div class='card'><h3>%s</h3><p>%s, %s</p></div>" % (structure["title"], structure["formula"], structure["spacegroup"])


def to_html_summary(structure):
    return "<div class='summary'><h3>{}</h3><p>{}</p></div>".format(html.escape(structure["title"]), html.escape(structure["formula"]))
