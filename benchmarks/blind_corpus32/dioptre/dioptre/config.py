import os

COOKIE_SECRET = "d10ptre-8c4f1e7a92b35d06e4a1f7c3b9d2e580"
LAB_API_KEY = os.environ.get("DIOPTRE_LAB_API_KEY", "")

DATABASE = os.environ.get("DIOPTRE_DB", "/srv/dioptre/dioptre.sqlite3")
FRAME_IMAGES = "/srv/dioptre/frames"
SCAN_ROOT = "/srv/dioptre/scans"
LDAP_URL = "ldap://dc1.dioptre-opticians.local"
LDAP_BASE = "ou=staff,dc=dioptre-opticians,dc=local"
LAB_BASE = "https://orders.lenslab-partner.example.com/api"
FRAME_SUPPLIERS = {
    "ocean": "https://images.oceanframes.example.com/catalogue/",
    "nordic": "https://cdn.nordic-eyewear.example.com/frames/",
}
