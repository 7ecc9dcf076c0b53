"""Default configuration; override with HELPDESK_SETTINGS=/path/to/file.py."""
import os

DATABASE = os.environ.get("HELPDESK_DB", "/var/lib/helpdesk/helpdesk.sqlite3")
UPLOAD_FOLDER = "/var/lib/helpdesk/attachments"
EXPORT_FOLDER = "/var/lib/helpdesk/exports"
KB_XML = "/var/lib/helpdesk/kb.xml"

LDAP_HOST = "ldaps://ad.support.example"
LDAP_BASE = "OU=Agents,DC=support,DC=example"

MAIL_SERVER = "smtp.support.example"
MAIL_USERNAME = "helpdesk@support.example"
MAIL_PASSWORD = "Xu7!pQ9#vL2m@Rz4"

SESSION_COOKIE_SECURE = True
SESSION_COOKIE_HTTPONLY = True
REMEMBER_COOKIE_SECURE = False
REMEMBER_COOKIE_HTTPONLY = False
REMEMBER_COOKIE_DURATION = 60 * 60 * 24 * 30
