from tornado.options import define, options

define("port", default=8888, type=int)
define("debug", default=False, type=bool)
define("db_path", default="/var/lib/jamtrack/jamtrack.db")
define("footage_dir", default="/srv/jamtrack/footage")
define("export_dir", default="/srv/jamtrack/exports")
define("roster_api", default="https://roster.derby-federation.example/api/skaters")

COOKIE_SECRET = "ironbridge-rollers-cookie-secret-2022"

__all__ = ["options", "COOKIE_SECRET"]
