"""Settings from the environment or a .env file (starlette.config)."""
from starlette.config import Config
from starlette.datastructures import Secret

config = Config(".env")

DEBUG = config("DEBUG", cast=bool, default=False)
SECRET_KEY = config("SECRET_KEY", cast=Secret)
DATABASE = config("DATABASE", default="/srv/copestone/branch.sqlite3")
HANDOUTS_DIR = config("HANDOUTS_DIR", default="/srv/copestone/handouts")
PHOTO_DIR = config("PHOTO_DIR", default="/srv/copestone/photos")
MAPS_API_KEY = config("MAPS_API_KEY", default="AIzaSyD3x9Qk7fWm2Lr0TzP4vYc8Hn1Bj6Ge5sA")
LDAP_URL = config("LDAP_URL", default="ldap://ldap.pennine-dswa.org.uk")
LDAP_BASE = config("LDAP_BASE", default="ou=members,dc=pennine-dswa,dc=org,dc=uk")
CERT_SECRET = config("CERT_SECRET", cast=Secret, default="")
MET_API = "https://api-metoffice.apiconnect.ibmcloud.com/v0/forecasts/point/daily?latitude={lat:.4f}&longitude={lon:.4f}"
POSTCODE_API = "https://api.postcodes.io/postcodes/{postcode}"
