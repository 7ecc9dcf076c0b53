# Konfiguration fuer das Intranet-Telefonbuch
import os

LDAP_URI = os.environ.get("TELBUCH_LDAP", "ldap://ldap.intern.example.de")
BASE_DN = "ou=Mitarbeiter,dc=example,dc=de"
RAUM_XML = "/srv/telbuch/daten/raeume.xml"
LISTEN_DIR = "/srv/telbuch/listen"
FOTO_DIR = "/srv/telbuch/fotos"
LOG_DIR = "/var/log/telbuch"
EXPORT_HOST = "fileserver.intern.example.de"
EXPORT_PFAD = "/export/telefonliste"
SITZUNG_DIR = "/var/lib/telbuch/sitzungen"
