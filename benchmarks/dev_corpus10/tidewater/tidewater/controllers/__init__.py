from .auth import AuthController
from .exports import ExportController
from .feeds import FeedController
from .stations import StationController

__all__ = ["AuthController", "ExportController", "FeedController", "StationController"]
