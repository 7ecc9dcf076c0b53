from flask import Blueprint, render_template_string, request
from markupsafe import Markup, escape

bp = Blueprint("dashboard", __name__)

PAGE = """<!doctype html><title>Verdant</title>
<h1>{{ house }}</h1>
<p>{{ note }}</p>"""


@bp.get("/")
def index():
    house = request.args.get("house", "A")
    return render_template_string(PAGE, house=house, note="Welcome")


@bp.get("/label")
def label():
    crop = request.args.get("crop", "")
    return Markup("<span class='crop'>%s</span>" % crop)


@bp.get("/label/v2")
def label_v2():
    crop = request.args.get("crop", "")
    return Markup("<span class='crop'>%s</span>") % crop


@bp.get("/note")
def note():
    text = request.args.get("text", "")
    return "<div class='note'>" + str(escape(text)) + "</div>"
