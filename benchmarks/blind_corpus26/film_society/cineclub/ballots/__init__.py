from flask import Blueprint

bp = Blueprint("ballots", __name__, url_prefix="/ballots")

from . import views  # noqa: E402,F401
