"""mod_wsgi entry point (the CGI scripts under cgi-bin/ are served separately)."""
from .app import app as application  # noqa: F401
