from .admin import bp as admin_bp
from .auth import bp as auth_bp
from .media import bp as media_bp
from .results import bp as results_bp
from .runners import bp as runners_bp
from .timing import bp as timing_bp

ALL = (admin_bp, auth_bp, media_bp, results_bp, runners_bp, timing_bp)
