import os

from tornado.options import define, options

define("port", default=8888, type=int)
define("debug", default=False, type=bool)
define("dsn", default=os.environ.get("FERRYDESK_DSN", "dbname=ferrydesk"))
define("cookie_secret", default="Quiberon-LePalais-0715-glaz-mor")
define("ldap_url", default="ldaps://ad.vedettes-glaz.bzh")
define("ldap_base", default="OU=Equipage,DC=vedettes-glaz,DC=bzh")
define("ldap_bind_dn", default="CN=svc-ferrydesk,OU=Services,DC=vedettes-glaz,DC=bzh")
define("ldap_bind_pw", default=os.environ.get("FERRYDESK_LDAP_PASSWORD", ""))
define("vehicle_api", default="https://api.immatriculation.example-gov.fr/v1/vehicules")
define("pass_key", default=os.environ.get("FERRYDESK_PASS_KEY", ""))
define("manifest_dir", default="/srv/ferrydesk/manifests")
define("pass_dir", default="/srv/ferrydesk/passes")
define("timetable", default="/srv/ferrydesk/timetable.xml")

__all__ = ["options"]
