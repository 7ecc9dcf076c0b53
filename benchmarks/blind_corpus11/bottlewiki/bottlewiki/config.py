import os

DB_PATH = os.environ.get('WIKI_DB', '/var/lib/wiki/wiki.db')
ATTACH_ROOT = '/var/lib/wiki/attachments'
COOKIE_SECRET = 'w1k1-c00kie-s3cret-2014'
SMTP_HOST = 'localhost'
ADMIN_USERS = ('admin',)
