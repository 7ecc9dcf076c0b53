import os

from tornado.options import define, options

define("port", default=8888, type=int)
define("db_path", default="/var/lib/regatta/regatta.db")
define("uploads", default="/var/lib/regatta/uploads")

APP_SETTINGS = dict(
    template_path=os.path.join(os.path.dirname(__file__), "templates"),
    static_path=os.path.join(os.path.dirname(__file__), "static"),
    cookie_secret="r3g4tt4-Wq9vLx2Zk7Pf5Hn8Tb1Yc6Md0Js4",
    login_url="/login",
    xsrf_cookies=True,
    debug=True,
)

SMTP_PASSWORD = os.environ.get("REGATTA_SMTP_PASSWORD")
LDAP_URI = "ldap://members.yachtclub.example"
LDAP_BASE = "ou=members,dc=yachtclub,dc=example"
TRACKER_BASE = "https://tracking.sailtrack.example/api/boats/"
SCORER_BIN = "/usr/local/bin/sailscore"


def traceback_setting():
    return {"serve_traceback": os.environ.get("REGATTA_SERVE_TRACEBACK") == "1"}
