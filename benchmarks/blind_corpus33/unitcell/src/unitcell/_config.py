"""Package-level defaults."""
import os

COD_BASE = "https://www.crystallography.net/cod/{cod_id}.cif"
COD_MIRROR = "https://cod-mirror.chem.example-uni.ac.uk/cod/"
COD_MIRROR_TOKEN = "cm_9d2f7a61b04e4c38a5e1f0b7c6d93a24"
LDAP_URL = os.environ.get("UNITCELL_LDAP_URL", "ldap://ldap.chem.example-uni.ac.uk")
LDAP_BASE = "ou=people,dc=chem,dc=example-uni,dc=ac,dc=uk"
LDAP_PASSWORD = os.environ.get("UNITCELL_LDAP_PASSWORD", "")
POVRAY = os.environ.get("UNITCELL_POVRAY", "povray")
