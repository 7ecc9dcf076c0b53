import os

from tornado.options import define

define("port", default=8000, type=int)
define("mysql_host", default=os.environ.get("INTRANET_DB_HOST", "db.intranet.local"))
define("mysql_db", default="intranet")
define("mysql_user", default="intranet")
define("mysql_password", default=os.environ.get("INTRANET_DB_PASSWORD", ""))
define("cookie_secret", default=os.environ.get("INTRANET_COOKIE_SECRET", ""))
define("ldap_uri", default="ldaps://ad.intranet.local")
define("ldap_base", default="dc=intranet,dc=local")
define("ldap_bind_dn", default="cn=svc-intranet,ou=svc,dc=intranet,dc=local")
define("ldap_bind_password", default=os.environ.get("INTRANET_LDAP_PASSWORD", ""))
define("share_root", default="/srv/share")
define("policy_root", default="/srv/policies")
define("orgchart_path", default="/srv/hr/orgchart.xml")
