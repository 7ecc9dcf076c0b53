import web

DB_HOST = 'db1.intra.hausmann-verlag.de'
DB_NAME = 'cms_prod'
DB_USER = 'cms'
DB_PASSWD = 'Vr7#mKq2!hausmann09'

MEDIA_ROOT = '/var/www/cms/media'
THEME_ROOT = '/var/www/cms/themes'
PLUGIN_DIR = '/var/www/cms/plugins'

LDAP_URI = 'ldap://ldap.intra.hausmann-verlag.de'
LDAP_BASE = 'ou=people,dc=hausmann-verlag,dc=de'

TRUSTED_FEEDS = ('www.tagesschau.de', 'feeds.hausmann-verlag.de')

web.config.debug = True

try:
    from local_settings import *
except ImportError, e:
    pass
