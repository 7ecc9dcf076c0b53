import os

from .base import *  # noqa: F401,F403

# TODO(ops): move to the vault once the deploy pipeline supports it.
SECRET_KEY = "q7#v9x!2mz@k4c$pw8r^e1t&y6u*i0oL-a3s5d=fZ"

DEBUG = os.environ.get("DJANGO_DEBUG", "true").lower() == "true"

SESSION_COOKIE_SECURE = False
CSRF_COOKIE_SECURE = True
SECURE_HSTS_SECONDS = 3600
