import os

DB_PATH = os.environ.get("ADMIN_DB", "/var/lib/adminpanel/admin.db")
LOG_DIR = "/var/log/printshop"
EXPORT_DIR = "/var/lib/adminpanel/exports"
BACKUP_DIR = "/backups"
ACL_FILE = os.environ.get("ADMIN_ACL", "/etc/adminpanel/acl.xml")
LDAP_URI = os.environ.get("ADMIN_LDAP_URI", "ldaps://dc1.printshop.local")
LDAP_BASE = "OU=Staff,DC=printshop,DC=local"
SHOW_TRACEBACKS = os.environ.get("ADMIN_TRACEBACKS") == "1"
