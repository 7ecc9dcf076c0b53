from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.routing import Route

from . import settings
from .endpoints import auth, reading, submissions

routes = [
    Route("/", reading.home, name="reading_home"),
    Route("/read/{sub_id:int}", reading.read),
    Route("/read/{sub_id:int}/author", reading.author_card),
    Route("/search", reading.search),
    Route("/cover", reading.cover),
    Route("/submit", submissions.submit, methods=["POST"]),
    Route("/submissions/{sub_id:int}/file", submissions.download),
    Route("/drafts/{sub_id:int}/resume", auth.resume_draft),
    Route("/editor/login", auth.editor_login, methods=["POST"]),
    Route("/editor/logout", auth.editor_logout),
    Route("/editor/authors", auth.author_lookup),
]

middleware = [Middleware(SessionMiddleware, secret_key=str(settings.SECRET_KEY), https_only=True, same_site="strict")]

app = Starlette(debug=settings.DEBUG, routes=routes, middleware=middleware)
