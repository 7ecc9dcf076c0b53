from .compat import html_escape, quote, unquote
from .request import Request
from .response import Response, redirect
from .sessions import SessionMiddleware
from .static import serve_file, serve_file_confined

__all__ = ["Request", "Response", "redirect", "SessionMiddleware", "serve_file", "serve_file_confined",
           "html_escape", "quote", "unquote"]
__version__ = "0.6.1"
