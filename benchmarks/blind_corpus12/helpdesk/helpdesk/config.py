# Helpdesk configuration.  Edit on the server, do not commit local changes.
import os

DB_HOST = "db01.intranet"
DB_USER = "helpdesk"
DB_PASSWD = "hd!2014desk"
DB_NAME = "helpdesk"

LDAP_URL = "ldap://ldap.intranet:389"
LDAP_BASE = "ou=staff,o=intranet"

ATTACH_DIR = "/srv/helpdesk/attachments"
SPOOL_DIR = "/var/spool/helpdesk"
COOKIE_SECRET = open(os.path.join(os.path.dirname(__file__), "cookie.key")).read().strip()
