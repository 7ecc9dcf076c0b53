import os

import tornado.web

from .handlers import alerts, auth, dashboard

STATIC = os.path.join(os.path.dirname(__file__), "static")
TEMPLATES = os.path.join(os.path.dirname(__file__), "templates")


def make_app(debug=False, slack_webhook=None, store=None):
    routes = [
        (r"/", dashboard.IndexHandler),
        (r"/d/(?P<slug>[a-z0-9-]+)", dashboard.DashboardHandler),
        (r"/embed/panel", dashboard.EmbedPanelHandler),
        (r"/api/panels/(?P<panel_id>\d+)/value", dashboard.PanelValueHandler),
        (r"/login", auth.LoginHandler),
        (r"/logout", auth.LogoutHandler),
        (r"/prefs/sidebar", auth.SidebarHandler),
        (r"/api/rules", alerts.RulesHandler),
        (r"/api/hosts", alerts.HostsHandler),
        (r"/api/hosts/check", alerts.HostCheckHandler),
    ]
    settings = dict(
        template_path=TEMPLATES,
        static_path=STATIC,
        cookie_secret=os.environ.get("GAUGEBOARD_COOKIE_SECRET", "gb-4f1c9e2a77d04b8e9a3f5c61d2e8b7a0"),
        login_url="/login",
        xsrf_cookies=True,
        debug=debug,
        slack_webhook=slack_webhook,
        store=store,
    )
    return tornado.web.Application(routes, **settings)
