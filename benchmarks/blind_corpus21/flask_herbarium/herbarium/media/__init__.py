from flask import Blueprint

bp = Blueprint("media", __name__)

from . import views  # noqa: E402,F401
