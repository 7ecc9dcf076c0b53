from ledger.settings import *  # noqa: F401,F403

DEBUG = True
ALLOWED_HOSTS = ['localhost', '127.0.0.1']

DATABASES = {
    'default': {
        'ENGINE': 'django.db.backends.sqlite3',
        'NAME': os.path.join(BASE_DIR, 'dev.sqlite3'),  # noqa: F405
    }
}

SESSION_COOKIE_SECURE = False
CSRF_COOKIE_SECURE = False
