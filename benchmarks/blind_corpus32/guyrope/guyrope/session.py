from litestar.middleware.session.client_side import CookieBackendConfig

from .settings import SESSION_SECRET

session_config = CookieBackendConfig(secret=SESSION_SECRET, key="guyrope", max_age=8 * 3600, secure=False, httponly=False)
