from flask import Blueprint

bp = Blueprint("berths", __name__)

from . import views, feed  # noqa: E402,F401
