"""Default settings merged underneath whatever the ini file provides."""
import os

SESSION_SECRET = "4f9c2e71b0d84a6f93c5e8a1d27b6f30"

DEFAULTS = {
    "sqlalchemy.url": "sqlite:///%s" % os.path.join(os.getcwd(), "intranet.sqlite"),
    "auth.secret": os.environ.get("INTRANET_AUTH_SECRET", ""),
    "ldap.uri": "ldap://dc01.corp.example:389",
    "ldap.bind_dn": "cn=intranet-ro,ou=svc,dc=corp,dc=example",
    "ldap.bind_password": os.environ.get("INTRANET_LDAP_PASSWORD", ""),
    "ldap.base": "ou=people,dc=corp,dc=example",
    "docs.root": "/srv/intranet/documents",
    "policies.xml": "/srv/intranet/policies.xml",
    "jinja2.directories": "intranet:templates",
}
