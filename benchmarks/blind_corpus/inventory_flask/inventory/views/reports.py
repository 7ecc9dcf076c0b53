from markupsafe import Markup, escape
from flask import Blueprint, request, render_template_string

from ..db import get_db

bp = Blueprint("reports", __name__)

ROW = Markup("<tr><td>%s</td><td>%s</td></tr>")

PAGE = """<!doctype html>
<title>{{ title }}</title>
<h1>{{ title }}</h1>
<table>{{ rows }}</table>
"""


def _rows(conn):
    return conn.execute("SELECT sku, on_hand FROM items ORDER BY sku").fetchall()


@bp.route("/stock")
def stock():
    title = request.args.get("title", "Stock report")
    rows = Markup("").join(ROW % (r["sku"], r["on_hand"]) for r in _rows(get_db()))
    return render_template_string(PAGE, title=title, rows=rows)


@bp.route("/banner")
def banner():
    label = request.args.get("label", "")
    return f"<div class='banner'><h2>Report: {label}</h2></div>"


@bp.route("/note")
def note():
    author = request.args.get("author", "anonymous")
    text = escape(request.args.get("text", ""))
    return Markup(f"<blockquote>{text}<footer>{author}</footer></blockquote>")
