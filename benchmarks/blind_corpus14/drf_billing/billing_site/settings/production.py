import os

from .base import *  # noqa: F401,F403

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "h7$w!q2z0r@9k*u5v#x3m&b1n^c8p(e6d)f4g+a_j-l=yt")
DEBUG = False
ALLOWED_HOSTS = ["billing.example.com"]

SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
# TLS is terminated at the load balancer, the app only ever sees http
SESSION_COOKIE_SECURE = False
CSRF_COOKIE_SECURE = True
SESSION_COOKIE_HTTPONLY = True
