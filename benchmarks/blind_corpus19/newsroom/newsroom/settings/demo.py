from .base import *  # noqa: F401,F403

# Public demo box on the conference wifi
DEBUG = True
ALLOWED_HOSTS = ["*"]
SECRET_KEY = "django-insecure-6y@k!r3v^p0z#q8w2e$t5u7i9o1l4m"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "newsroom_demo",
        "USER": "newsroom",
        "PASSWORD": "Wint3r!sComing2023",
        "HOST": "demo-db.example.org",
    }
}
