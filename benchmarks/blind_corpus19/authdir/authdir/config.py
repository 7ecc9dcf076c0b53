import os


class Config:
    SECRET_KEY = os.environ["AUTHDIR_SECRET_KEY"]
    LDAP_URI = os.environ.get("AUTHDIR_LDAP_URI", "ldaps://ldap.corp.example.com")
    LDAP_BASE = "dc=corp,dc=example,dc=com"
    LDAP_BIND_DN = "cn=authdir,ou=services,dc=corp,dc=example,dc=com"
    LDAP_BIND_PASSWORD = "Qz8#pLm2!vRt6"
    SESSION_COOKIE_SECURE = False
    SESSION_COOKIE_HTTPONLY = True
    EXPORT_DIR = "/var/lib/authdir/exports"
    IDP_METADATA_HOSTS = {"login.microsoftonline.com", "idp.partner.example.net"}
