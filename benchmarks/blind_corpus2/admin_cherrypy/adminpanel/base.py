import html

import cherrypy

LAYOUT = """<!doctype html><html><head><title>{title} - Admin</title>
<link rel="stylesheet" href="/static/admin.css"></head>
<body><nav><a href="/">Home</a> <a href="/users">Users</a> <a href="/reports">Reports</a></nav>
<main>{body}</main></body></html>"""


class BasePage:
    """Common layout; subclasses override `title` and return body HTML from handlers."""

    title = "Admin"

    def render(self, body, title=None):
        return LAYOUT.format(title=html.escape(title or self.title), body=body)

    @property
    def current_user(self):
        return cherrypy.session.get("user")

    def require_role(self, role):
        user = self.current_user
        if not user or role not in user.get("roles", ()):
            raise cherrypy.HTTPError(403)
