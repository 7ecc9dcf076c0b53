from flask import Blueprint

bp = Blueprint("specimens", __name__)

from . import views  # noqa: E402,F401
