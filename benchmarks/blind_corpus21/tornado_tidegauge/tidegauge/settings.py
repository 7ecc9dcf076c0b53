import os

from tornado.options import define

define("port", default=8088, type=int)
define("address", default="127.0.0.1")
define("debug", default=False, type=bool, help="enable autoreload and tracebacks")
define("cookie_secret", default=os.environ.get("TIDE_COOKIE_SECRET"), help="HMAC key for secure cookies")
define("db_dsn", default="postgresql://tide@db.harbour.internal/tides")
define("db_password", default="t1d3-Gauge-pg!77", help="password for the tides role")
define("noaa_base", default="https://api.tidesandcurrents.noaa.gov/api/prod/datagetter")
define("export_dir", default="/var/lib/tidegauge/exports")
