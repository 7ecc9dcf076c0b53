from flask import Blueprint

bp = Blueprint("auth", __name__, url_prefix="/auth")

from . import views  # noqa: E402,F401
