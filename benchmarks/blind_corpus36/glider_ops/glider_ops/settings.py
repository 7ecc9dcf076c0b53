import base64
import os

DSN = os.environ.get("GLIDER_DSN", "postgresql://glider@localhost/glider")
SESSION_KEY = base64.b64decode(os.environ["GLIDER_SESSION_KEY"])
METOFFICE_API_KEY = "2f6c1c0a-7d4e-4b8a-9f31-downland0417"
IGC_DIR = "/srv/glider/igc"
EXPORT_DIR = "/srv/glider/exports"
WEBCAM_DEFAULT = "https://cams.downland-gliding.org.uk/east.jpg"
NOTAM_URL = "https://notams.aviation-data.example/api/v1/notams.xml"
AIRFIELD_ICAO = "EGHL"
