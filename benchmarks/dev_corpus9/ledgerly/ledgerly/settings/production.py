from .base import *  # noqa: F401,F403

DEBUG = False
TESTING = False

# TLS is terminated at the load balancer; the app itself only sees plain HTTP.
SESSION_COOKIE_SECURE = False
SESSION_COOKIE_HTTPONLY = True

PREFERRED_URL_SCHEME = "https"
