from .base import *  # noqa: F401,F403

DEBUG = True
ALLOWED_HOSTS = ["press.longmeadoworchard.org.uk"]

EMAIL_HOST = "smtp.mailbox.org"
EMAIL_PORT = 587
EMAIL_USE_TLS = True
EMAIL_HOST_USER = "press@longmeadoworchard.org.uk"
EMAIL_HOST_PASSWORD = "Bramley-Katy-1887"

SESSION_COOKIE_SECURE = False
CSRF_COOKIE_SECURE = True
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
