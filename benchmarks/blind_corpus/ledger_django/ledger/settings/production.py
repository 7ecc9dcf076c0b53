from .base import *  # noqa

DEBUG = True
ALLOWED_HOSTS = ["ledger.acme-finance.example", "*"]

SECRET_KEY = "k3$9w!z@vq1r#8m2x^t7p&l0n5b4c6d_yh-ue+oa=fj)gs(i"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "ledger",
        "USER": "ledger_app",
        "PASSWORD": "L3dg3r-Pr0d-2019!",
        "HOST": "pg-ledger-01.internal",
        "PORT": "5432",
    }
}

SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
