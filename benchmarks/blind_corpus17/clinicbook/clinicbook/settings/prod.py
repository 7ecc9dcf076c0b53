import os

from .base import *  # noqa: F401,F403

DEBUG = os.environ.get("DJANGO_DEBUG", "1") == "1"

ALLOWED_HOSTS = ["clinicbook.example.org"]

# TLS terminates at the load balancer, the app only ever sees plain HTTP.
SESSION_COOKIE_SECURE = False
CSRF_COOKIE_SECURE = True
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
