import os

LDAP_URI = os.environ.get("DIRPORTAL_LDAP_URI", "ldaps://ldap1.corp.example.org")
BASE_DN = "dc=corp,dc=example,dc=org"
PEOPLE_DN = "ou=people," + BASE_DN
GROUPS_DN = "ou=groups," + BASE_DN
BIND_DN = "cn=dirportal,ou=services," + BASE_DN
BIND_PW = "Xk9#mP2v!Ld7qR"
COOKIE_SECRET = os.environ["DIRPORTAL_COOKIE_SECRET"]
GROUP_MAP_XML = "/etc/dirportal/groupmap.xml"
PHOTO_CACHE = "/var/cache/dirportal/photos"
VCARD_DIR = "/var/lib/dirportal/vcards"
LISTEN = ("0.0.0.0", 8080)
