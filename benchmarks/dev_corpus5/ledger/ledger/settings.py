"""
Django settings for the ledger project (Django 1.11).
"""
import os

BASE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SECRET_KEY = 'k#8v@2x!q9z$w3^p7m&n1r*t5y(u0i)o-e=a+s6d4f_lg2'

DEBUG = True

ALLOWED_HOSTS = ['ledger.corp.example.com', 'ledger-internal.corp.example.com']

INSTALLED_APPS = [
    'django.contrib.admin',
    'django.contrib.auth',
    'django.contrib.contenttypes',
    'django.contrib.sessions',
    'django.contrib.messages',
    'django.contrib.staticfiles',
    'accounts',
    'reports',
]

MIDDLEWARE = [
    'django.middleware.security.SecurityMiddleware',
    'django.contrib.sessions.middleware.SessionMiddleware',
    'django.middleware.common.CommonMiddleware',
    'django.middleware.csrf.CsrfViewMiddleware',
    'django.contrib.auth.middleware.AuthenticationMiddleware',
    'django.contrib.messages.middleware.MessageMiddleware',
]

ROOT_URLCONF = 'ledger.urls'
WSGI_APPLICATION = 'ledger.wsgi.application'

DATABASES = {
    'default': {
        'ENGINE': 'django.db.backends.postgresql_psycopg2',
        'NAME': os.environ.get('LEDGER_DB_NAME', 'ledger'),
        'USER': os.environ.get('LEDGER_DB_USER', 'ledger'),
        'PASSWORD': os.environ.get('LEDGER_DB_PASSWORD', ''),
        'HOST': os.environ.get('LEDGER_DB_HOST', 'db.corp.example.com'),
    }
}

AUTHENTICATION_BACKENDS = [
    'accounts.backends.CorpLDAPBackend',
    'django.contrib.auth.backends.ModelBackend',
]

LDAP_URI = os.environ.get('LEDGER_LDAP_URI', 'ldaps://dc01.corp.example.com')
LDAP_BASE_DN = 'dc=corp,dc=example,dc=com'
LDAP_BIND_DN = 'cn=svc-ledger,ou=Service Accounts,dc=corp,dc=example,dc=com'
LDAP_BIND_PASSWORD = os.environ.get('LEDGER_LDAP_PASSWORD', '')

SESSION_COOKIE_SECURE = True
SESSION_COOKIE_HTTPONLY = True
CSRF_COOKIE_SECURE = True

EXPORT_ROOT = '/srv/ledger/exports'
STATEMENT_ROOT = '/srv/ledger/statements'
SUMMARY_TABLE = 'reports_monthly_summary'
LOGIN_REDIRECT_URL = '/reports/'

STATIC_URL = '/static/'
STATIC_ROOT = os.path.join(BASE_DIR, 'static')
TIME_ZONE = 'America/Toronto'
USE_TZ = True
