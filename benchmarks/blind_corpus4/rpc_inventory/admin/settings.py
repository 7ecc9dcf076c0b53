import os

from tornado.options import define, options

define("port", default=8890, type=int)
define("dev", default=False, type=bool, help="autoreload templates and code")
define("mysql_dsn", default=os.environ.get("INV_ADMIN_DSN", "mysql://inv_admin@localhost/inventory"))
define("export_dir", default="/var/lib/inventory/exports")

COOKIE_SECRET = os.environ["INV_ADMIN_COOKIE_SECRET"]
TEMPLATE_PATH = os.path.join(os.path.dirname(__file__), "templates")
STATIC_PATH = os.path.join(os.path.dirname(__file__), "static")
