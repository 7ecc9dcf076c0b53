from flask import Blueprint

bp = Blueprint("programme", __name__, url_prefix="/programme")

from . import views  # noqa: E402,F401
