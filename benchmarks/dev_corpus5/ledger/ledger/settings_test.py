from ledger.settings import *  # noqa: F401,F403

SECRET_KEY = 'tests-only-insecure-key'
DEBUG = False
PASSWORD_HASHERS = ['django.contrib.auth.hashers.MD5PasswordHasher']
AUTHENTICATION_BACKENDS = ['django.contrib.auth.backends.ModelBackend']

DATABASES = {
    'default': {
        'ENGINE': 'django.db.backends.sqlite3',
        'NAME': ':memory:',
    }
}
