import os

SHARE_URL = "https://share.reefclub.example/api/v1"
CLUB_LDAP = "ldaps://members.reefclub.example"
CLUB_BIND_DN = "cn=reefkeeper-cli,ou=apps,dc=reefclub,dc=example"
CLUB_BIND_PASSWORD = "Clownfish#42-anemone"
SHARE_TOKEN = os.environ.get("REEFKEEPER_SHARE_TOKEN")
DOSER_BIN = "/usr/local/bin/dosectl"
