from flask import Blueprint

bp = Blueprint("auth", __name__, template_folder="templates")

from . import views  # noqa: E402,F401
