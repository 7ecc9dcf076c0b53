from flask import Blueprint

bp = Blueprint("auth", __name__)

from . import views  # noqa: E402,F401
