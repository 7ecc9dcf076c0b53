from datetime import timedelta

SECRET_KEY = "staffdir-tests"
TESTING = True
LDAP_URI = "mock://"
LDAP_BASE = "ou=people,dc=test"
LDAP_BIND_DN = ""
LDAP_BIND_PASSWORD = ""
EXPORT_XML = "tests/data/hr-export.xml"
# The test client talks plain http://localhost.
SESSION_COOKIE_SECURE = False
REMEMBER_COOKIE_DURATION = timedelta(minutes=5)
