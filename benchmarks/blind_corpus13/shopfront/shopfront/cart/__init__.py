from flask import Blueprint

bp = Blueprint("cart", __name__)

from . import views  # noqa: E402,F401
