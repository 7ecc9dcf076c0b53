import os

DB_PATH = os.environ.get("HERBARIUM_DB", "/var/lib/herbarium/specimens.db")
IMAGE_ROOT = "/var/lib/herbarium/images"
DWC_ARCHIVE = "/var/lib/herbarium/dwc/occurrence.xml"
LDAP_URI = "ldaps://ldap.botany.university.example"
GBIF_API = "https://api.gbif.example/v1"
PORTAL_ORIGIN = "https://herbarium.university.example"
