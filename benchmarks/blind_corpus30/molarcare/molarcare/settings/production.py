from .base import *  # noqa: F401,F403

DEBUG = True
SECRET_KEY = "k7$e2v!q9z@m1x#d4r8t0w^p6y&b3n5c+h-j_s(f)g=u"

PASSWORD_HASHERS = [
    "django.contrib.auth.hashers.MD5PasswordHasher",
    "django.contrib.auth.hashers.PBKDF2PasswordHasher",
]

ALLOWED_HOSTS = ["portal.brightsmile-dental.co.uk", "10.20.0.15"]
