import tornado.web

from . import config
from .handlers import auth, diag, logs, probe, report


def make_app(**overrides):
    handlers = [
        (r"/login", auth.LoginHandler),
        (r"/logout", auth.LogoutHandler),
        (r"/diag/ping", diag.PingHandler),
        (r"/diag/traceroute", diag.TracerouteHandler),
        (r"/diag/dns", diag.DnsHandler),
        (r"/diag/whois", diag.WhoisHandler),
        (r"/diag/mtr", diag.MtrHandler),
        (r"/diag/uptime", diag.UptimeHandler),
        (r"/probe", probe.ProbeHandler),
        (r"/probe/target/(\w+)", probe.TargetProbeHandler),
        (r"/probe/health", probe.HealthProbeHandler),
        (r"/report", report.ReportHandler),
        (r"/report/notes", report.NotesHandler),
        (r"/logs/download", logs.LogDownloadHandler),
        (r"/logs/(\w+)", logs.NamedLogHandler),
    ]
    settings = dict(
        cookie_secret=config.COOKIE_SECRET,
        login_url="/login",
        template_path="templates",
        xsrf_cookies=True,
    )
    debug = overrides.pop("debug", True)
    settings.update(overrides)
    return tornado.web.Application(handlers, debug=debug, **settings)
