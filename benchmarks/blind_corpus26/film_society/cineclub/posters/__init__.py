from flask import Blueprint

bp = Blueprint("posters", __name__, url_prefix="/posters")

from . import views  # noqa: E402,F401
