from .auth import ApiKeyMiddleware
from .timing import TimingMiddleware

__all__ = ["ApiKeyMiddleware", "TimingMiddleware"]
