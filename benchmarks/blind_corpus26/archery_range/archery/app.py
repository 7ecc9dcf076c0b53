from werkzeug.exceptions import HTTPException
from werkzeug.routing import Map, Rule
from werkzeug.wrappers import Request

from .db import Database
from .handlers.auth import AuthHandlers
from .handlers.feeds import FeedHandlers
from .handlers.rounds import RoundHandlers
from .handlers.scores import ScoreHandlers
from .handlers.targets import TargetHandlers
from .sessions import SessionStore


class ArcheryApp:
    def __init__(self):
        self.db = Database()
        self.sessions = SessionStore()
        auth = AuthHandlers(self)
        scores = ScoreHandlers(self)
        targets = TargetHandlers(self)
        rounds = RoundHandlers(self)
        feeds = FeedHandlers(self)
        self.url_map = Map([
            Rule("/login", endpoint=auth.login, methods=["POST"]),
            Rule("/kiosk/login", endpoint=auth.kiosk_login, methods=["POST"]),
            Rule("/prefs", endpoint=auth.prefs, methods=["POST"]),
            Rule("/scores", endpoint=scores.list_scores, methods=["GET"]),
            Rule("/scores", endpoint=scores.submit_score, methods=["POST"]),
            Rule("/scoreboard", endpoint=scores.scoreboard),
            Rule("/archers/<int:archer_id>/card", endpoint=scores.archer_card),
            Rule("/faces/<path:name>", endpoint=targets.face_image),
            Rule("/scorecards", endpoint=targets.scorecard_pdf),
            Rule("/scorecards/render", endpoint=targets.render_scorecard, methods=["POST"]),
            Rule("/groups/plot", endpoint=targets.plot_group, methods=["POST"]),
            Rule("/rounds", endpoint=rounds.define_round, methods=["POST"]),
            Rule("/rounds/import", endpoint=rounds.import_rounds, methods=["POST"]),
            Rule("/handicap", endpoint=rounds.handicap),
            Rule("/tournaments/<code>", endpoint=feeds.tournament),
            Rule("/tournaments/external", endpoint=feeds.external_results, methods=["POST"]),
        ])

    def dispatch_request(self, request):
        adapter = self.url_map.bind_to_environ(request.environ)
        try:
            endpoint, values = adapter.match()
            return endpoint(request, **values)
        except HTTPException as exc:
            return exc

    def wsgi_app(self, environ, start_response):
        request = Request(environ)
        response = self.dispatch_request(request)
        return response(environ, start_response)

    def __call__(self, environ, start_response):
        return self.wsgi_app(environ, start_response)
