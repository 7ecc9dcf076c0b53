from flask import Blueprint

bp = Blueprint("screenings", __name__, url_prefix="/screenings")

from . import views  # noqa: E402,F401
