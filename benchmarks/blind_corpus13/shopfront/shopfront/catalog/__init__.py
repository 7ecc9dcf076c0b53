from flask import Blueprint

bp = Blueprint("catalog", __name__)

from . import views  # noqa: E402,F401
