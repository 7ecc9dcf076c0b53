import configparser
import os

_parser = configparser.ConfigParser()
_parser.read([os.environ.get("SUNMETER_INI", "/etc/sunmeter.ini")])

LISTEN_PORT = _parser.getint("collector", "port", fallback=7411)
STATUS_PORT = _parser.getint("collector", "status_port", fallback=8411)
DATABASE = _parser.get("collector", "database", fallback="/var/lib/sunmeter/readings.db")
SITES_XML = _parser.get("collector", "sites", fallback="/etc/sunmeter/sites.xml")
SPOOL = _parser.get("collector", "spool", fallback="/var/spool/sunmeter")
LDAP_URL = _parser.get("ldap", "url", fallback="ldap://ldap.bramblecombe-solar.coop")
LDAP_BASE = _parser.get("ldap", "base", fallback="ou=people,dc=bramblecombe-solar,dc=coop")
IRRADIANCE_URL = "https://api.solcast.com.au/world_radiation/estimated_actuals"
IRRADIANCE_KEY = os.environ.get("SUNMETER_SOLCAST_KEY", "")
GRID_EXPORT_URL = "https://export.westgrid-dno.co.uk/api/generation"
GRID_EXPORT_TOKEN = "wgd_pk_51c9e0d27ab84f33a1e6b2f0c7d4"
