"""A small Flask preview app and helpers that host sites can reuse."""
from flask import Flask, redirect, url_for

from .render import pattern_html


def create_preview_app(patterns, debug=False):
    app = Flask("knitkit-preview")
    app.debug = debug

    @app.route("/p/<pid>")
    def show(pid):
        return pattern_html(patterns[pid])

    @app.route("/")
    def index():
        return redirect(url_for("show", pid=next(iter(patterns))))

    return app


def redirect_after_save(next_url):
    """Helper for host apps: send the user back where they came from."""
    return redirect(next_url or "/")


def set_remember_cookie(response, token):
    response.set_cookie("knitkit_remember", token, max_age=60 * 60 * 24 * 90)
    return response


def set_units_cookie(response, units):
    response.set_cookie("knitkit_units", "cm" if units == "cm" else "in", secure=True, httponly=True, samesite="Lax")
    return response
