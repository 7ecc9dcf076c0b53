# Django settings for helpdesk project (deployed on hd01).
import os

PROJECT_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

DEBUG = True
TEMPLATE_DEBUG = DEBUG

ADMINS = (('IT Ops', 'itops@corp.local'),)
MANAGERS = ADMINS

DATABASES = {
    'default': {
        'ENGINE': 'django.db.backends.mysql',
        'NAME': 'helpdesk',
        'USER': 'helpdesk',
        'PASSWORD': os.environ.get('HELPDESK_DB_PASSWORD', ''),
        'HOST': 'db2.corp.local',
    }
}

TIME_ZONE = 'Europe/Paris'
MEDIA_ROOT = os.path.join(PROJECT_ROOT, 'media')
MEDIA_URL = '/media/'
STATIC_URL = '/static/'

SECRET_KEY = 'q8#(z0u!v3m@2b^e7x&y1k_w9p-j5n4r6s+t)c$d%f*g=h'

LDAP_URI = 'ldap://dc1.corp.local'
LDAP_BASE = 'dc=corp,dc=local'
TICKET_XML_ARCHIVE = os.path.join(PROJECT_ROOT, 'archive', 'tickets.xml')

ROOT_URLCONF = 'helpdesk.urls'
INSTALLED_APPS = (
    'django.contrib.auth',
    'django.contrib.contenttypes',
    'django.contrib.sessions',
    'django.contrib.admin',
    'tickets',
)
