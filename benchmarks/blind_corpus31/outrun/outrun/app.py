from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.routing import Route

from . import settings
from .endpoints import courses, handlers, judges, media, results, sync
from .endpoints.entries import Entries, Handler

routes = [
    Route("/entries", Entries),
    Route("/handlers/{hid:int}", Handler),
    Route("/login", handlers.login, methods=["POST"]),
    Route("/pin/reset", handlers.reset_pin, methods=["POST"]),
    Route("/follow", handlers.follow),
    Route("/remember", handlers.remember),
    Route("/judges", judges.judge_lookup),
    Route("/judges/panel", judges.judge_panel, methods=["POST"]),
    Route("/course", courses.course_upload, methods=["POST"]),
    Route("/course/obstacle", courses.course_obstacle),
    Route("/course/phase/{phase}", courses.course_by_phase),
    Route("/clips/{trial}", media.clip),
    Route("/clips/thumb/{run_id:int}", media.clip_thumb),
    Route("/results", results.results_page),
    Route("/dog", results.dog_profile),
    Route("/sync/federation", sync.pull_federation),
    Route("/sync/club", sync.pull_club_feed, methods=["POST"]),
    Route("/sheet", sync.restore_sheet),
    Route("/sheet/json", sync.restore_sheet_json, methods=["POST"]),
]

session_mw = Middleware(SessionMiddleware, secret_key=str(settings.SESSION_SECRET), https_only=False)
middleware = [session_mw]

app = Starlette(debug=settings.DEBUG, routes=routes, middleware=middleware)
